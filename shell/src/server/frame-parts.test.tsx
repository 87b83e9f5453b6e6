/** @jest-environment node */
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { chakra, ForgeUIProvider } from '@forge/shell-sdk';
import { FramePart, FramePartProvider, type FramePartStore } from '../frame/frame-part';
import { createFrameParts } from './frame-parts';

let renders = 0;

function Part({ label }: { label: string }) {
  renders += 1;
  const id = useId();
  return (
    <chakra.footer bg="navy.900" color="white" aria-labelledby={id}>
      <chakra.h2 id={id} fontSize="xs">
        {label}
      </chakra.h2>
    </chakra.footer>
  );
}

/** A page as the shell renders it: the frame's part after the page's own content, which may share its styles. */
function Page({ store, label, main }: { store: FramePartStore | null; label: string; main: ReactNode }) {
  const page = (
    <div>
      <chakra.main>{main}</chakra.main>
      <chakra.div p={2}>
        <FramePart name="footer" inputs={{ label }}>
          <Part label={label} />
        </FramePart>
      </chakra.div>
    </div>
  );
  return (
    <CacheProvider value={createCache({ key: 'css' })}>
      <ForgeUIProvider>{store ? <FramePartProvider value={store}>{page}</FramePartProvider> : page}</ForgeUIProvider>
    </CacheProvider>
  );
}

/** The page as served: markup without emotion's inline <style> tags (the server moves them to <head>), and the styles. */
const served = (html: string | null) => ({
  markup: html?.replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, ''),
  styles: new Set([...(html ?? '').matchAll(/<style data-emotion="([^"]+)">/g)].map((match) => match[1])),
});

describe('frame parts on the server', () => {
  const sharingStyles = <chakra.h2 fontSize="xs">A heading styled as the part's</chakra.h2>;
  const plain = <p>Another page</p>;

  it('renders a part once per inputs; later pages get its markup, as rendering it would have written it', () => {
    const parts = createFrameParts();
    const render = (label: string, main: ReactNode) => parts.complete(renderToString(<Page store={parts.store} label={label} main={main} />));
    renders = 0;
    // The first page already wrote one of the part's styles before it; the part keeps it anyway.
    const first = render('Platform', sharingStyles);
    const second = render('Platform', plain);
    const services = render('Services', plain);
    expect(renders).toBe(2);
    expect(served(first)).toEqual(served(renderToString(<Page store={null} label="Platform" main={sharingStyles} />)));
    expect(served(second)).toEqual(served(renderToString(<Page store={null} label="Platform" main={plain} />)));
    expect(second).toContain('aria-labelledby');
    expect(second).not.toContain('forge-frame-part');
    // New inputs: rendered again.
    expect(served(services)).toEqual(served(renderToString(<Page store={null} label="Services" main={plain} />)));
  });

  it('answers null for a placeholder whose markup is gone, so the page is rendered again', () => {
    const kept = createFrameParts();
    kept.complete(renderToString(<Page store={kept.store} label="Platform" main={plain} />));
    const withPlaceholder = renderToString(<Page store={kept.store} label="Platform" main={plain} />);
    expect(withPlaceholder).toContain('data-kept');
    expect(createFrameParts().complete(withPlaceholder)).toBeNull();
  });

  it('keeps a handful of entries, the oldest out first', () => {
    const parts = createFrameParts({ maxEntries: 2 });
    for (const label of ['a', 'b', 'c']) parts.complete(renderToString(<Page store={parts.store} label={label} main={plain} />));
    expect(parts.store.has(parts.store.tokenOf('footer:{"label":"a"}'))).toBe(false);
    expect(parts.store.has(parts.store.tokenOf('footer:{"label":"c"}'))).toBe(true);
  });
});
