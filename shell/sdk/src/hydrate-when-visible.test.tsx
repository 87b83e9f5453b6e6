import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenVisible } from './hydrate-when-visible';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom has no layout: a stand-in IntersectionObserver whose entries the test reports. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.record), 1);
  }
}
(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;

function scrollIntoView() {
  for (const { callback, targets } of [...observers]) {
    callback(targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
  }
}

let belowRenders = 0;
const clicks: string[] = [];

function Below() {
  belowRenders++;
  return (
    <button type="button" onClick={() => clicks.push('below')}>
      Below the fold
    </button>
  );
}

function Page({ onParentUpdate }: { onParentUpdate?: (update: () => void) => void }) {
  const [count, setCount] = useState(0);
  onParentUpdate?.(() => setCount((n) => n + 1));
  return (
    <main>
      <h1>Top {count === 0 ? '' : count}</h1>
      <HydrateWhenVisible>
        <Below />
      </HydrateWhenVisible>
    </main>
  );
}

async function hydrateServerPage(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  belowRenders = 0;
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverHtml, errors, restore: () => consoleError.mockRestore() };
}

afterEach(() => {
  document.body.innerHTML = '';
  observers.length = 0;
  clicks.length = 0;
});

describe('HydrateWhenVisible', () => {
  it('keeps the server HTML unhydrated until it nears the viewport, then hydrates it with no error', async () => {
    const { container, serverHtml, errors, restore } = await hydrateServerPage(<Page />);
    expect(belowRenders).toBe(0);
    expect(container.innerHTML).toBe(serverHtml);
    await act(async () => scrollIntoView());
    restore();
    expect(belowRenders).toBe(1);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    container.querySelector('button')!.click();
    expect(clicks).toEqual(['below']);
  });

  it('hydrates at once when the parent updates first, keeping the content', async () => {
    let update = () => {};
    const { container, errors, restore } = await hydrateServerPage(<Page onParentUpdate={(u) => (update = u)} />);
    expect(belowRenders).toBe(0);
    await act(async () => update());
    restore();
    expect(errors).toEqual([]);
    expect(belowRenders).toBeGreaterThan(0);
    expect(container.querySelector('h1')!.textContent).toBe('Top 1');
    expect(container.querySelector('button')!.textContent).toBe('Below the fold');
  });

  it('hydrates at once for a click inside, and the click reaches its handler', async () => {
    const { container, errors, restore } = await hydrateServerPage(<Page />);
    expect(belowRenders).toBe(0);
    await act(async () => {
      container.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    restore();
    expect(errors).toEqual([]);
    expect(belowRenders).toBeGreaterThan(0);
    expect(clicks).toEqual(['below']);
  });

  it('renders straight away when rendered in the browser (no server markup)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    belowRenders = 0;
    await act(async () => createRoot(container).render(<Page />));
    expect(belowRenders).toBe(1);
    expect(container.querySelector('button')).not.toBeNull();
  });
});

describe('off-screen skipping', () => {
  test('a section is not laid out while off screen, and keeps its estimated place in the page until shown', () => {
    const html = renderToString(<HydrateWhenVisible estimatedHeight={300}>text</HydrateWhenVisible>);
    expect(html).toContain('content-visibility:auto');
    expect(html).toContain('contain-intrinsic-size:auto 300px');
  });

  test('a section that skips itself (the footer) is left as it is', () => {
    const html = renderToString(<HydrateWhenVisible estimatedHeight={null}>text</HydrateWhenVisible>);
    expect(html).not.toContain('content-visibility');
  });
});
