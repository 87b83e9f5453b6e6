import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerIsland, SERVER_MARKUP_ONLY, isPassedToBrowser, useServerMarkup } from './server-island';

/** The page as both sides render it: shapes from data when there is data, else the island's markup. */
function MapPage({ shapes, onRender }: { shapes: string[] | null; onRender?: (markup: string | null) => void }) {
  const markup = useServerMarkup('map-pa');
  onRender?.(markup);
  return (
    <main>
      <h1>Pennsylvania</h1>
      <ServerIsland id="map-pa" markup={markup}>
        {shapes && (
          <svg viewBox="0 0 10 10">
            {shapes.map((d) => (
              <a key={d} href={`/to/${d}`}>
                <path d={d} />
              </a>
            ))}
          </svg>
        )}
      </ServerIsland>
    </main>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server islands', () => {
  it('hydrate the server markup without the data it was drawn from, with no hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MapPage shapes={['M0,0L1,1Z', 'M2,2L3,3Z']} />);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const seen: (string | null)[] = [];
    await act(async () => {
      hydrateRoot(container, <MapPage shapes={null} onRender={(m) => seen.push(m)} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(seen[0]).toContain('<path d="M0,0L1,1Z">');
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });

  it('render their children from data once the URL has changed (an in-app navigation)', async () => {
    document.body.innerHTML = '<div data-server-island="map-pa"><svg><path d="M9,9Z"></path></svg></div>';
    window.history.pushState({}, '', '/us-oh');
    const container = document.createElement('div');
    document.body.append(container);
    const seen: (string | null)[] = [];
    await act(async () => {
      createRoot(container).render(<MapPage shapes={['M5,5Z']} onRender={(m) => seen.push(m)} />);
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((markup) => markup === null)).toBe(true);
    expect(container.querySelector('path')?.getAttribute('d')).toBe('M5,5Z');
  });

  it('mark reads the browser is not given', () => {
    expect(isPassedToBrowser({ meta: SERVER_MARKUP_ONLY })).toBe(false);
    expect(isPassedToBrowser({ meta: undefined })).toBe(true);
    expect(isPassedToBrowser({ meta: { other: true } })).toBe(true);
  });
});
