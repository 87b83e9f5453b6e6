/** @jest-environment node */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { suspendOnReads } from './suspend-on-reads';

/** The whole HTML once every boundary is ready, as the shell's server waits for it. */
function renderAll(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

describe('suspendOnReads', () => {
  const reads: string[] = [];
  const renders: Record<string, number> = {};
  const counted = (name: string) => {
    renders[name] = (renders[name] ?? 0) + 1;
  };
  const answer = (key: string) => () => {
    reads.push(key);
    return new Promise<string>((resolve) => setTimeout(() => resolve(`answer of ${key}`), 5));
  };

  function Frame({ children }: { children: ReactNode }) {
    counted('frame');
    return <main>{children}</main>;
  }
  function Company() {
    counted('company');
    const company = useQuery({ queryKey: ['/company'], queryFn: answer('/company') });
    return <section>{company.data === undefined ? 'Loading...' : <Details of={company.data} />}</section>;
  }
  /** A read that only the first answer reveals. */
  function Details({ of }: { of: string }) {
    counted('details');
    const details = useQuery({ queryKey: ['/details', of], queryFn: answer('/details') });
    const never = useQuery({ queryKey: ['/disabled'], queryFn: answer('/disabled'), enabled: false });
    return (
      <p>
        {of} · {details.data ?? 'Loading...'} · {never.fetchStatus}
      </p>
    );
  }

  beforeEach(() => {
    reads.length = 0;
    for (const key of Object.keys(renders)) delete renders[key];
  });

  test('one render: each component waits for its reads, in waves, and the frame above renders once', async () => {
    const client = suspendOnReads(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const html = await renderAll(
      <QueryClientProvider client={client}>
        <Frame>
          <Company />
        </Frame>
      </QueryClientProvider>,
    );
    expect(html).toContain('answer of /company');
    expect(html).toContain('answer of /details');
    expect(html).not.toContain('Loading...');
    expect(reads).toEqual(['/company', '/details']);
    // Only the components that waited render again; the frame never does.
    expect(renders.frame).toBe(1);
    expect(renders.company).toBe(2);
    expect(renders.details).toBe(2);
  });

  test('a disabled query is not fetched and does not hold the render', async () => {
    const client = suspendOnReads(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const html = await renderAll(
      <QueryClientProvider client={client}>
        <Details of="x" />
      </QueryClientProvider>,
    );
    expect(reads).toEqual(['/details']);
    expect(html).toContain('idle');
    expect(client.getQueryCache().find({ queryKey: ['/disabled'] })?.state.status).toBe('pending');
  });

  test('without it, a render shows the loading state and fetches nothing', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const html = await renderAll(
      <QueryClientProvider client={client}>
        <Company />
      </QueryClientProvider>,
    );
    expect(html).toContain('Loading...');
    expect(reads).toEqual([]);
  });
});
