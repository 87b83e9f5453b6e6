import { act, createContext, useContext, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { HydrateWhenVisible } from './hydrate-when-visible';

// jsdom has no IntersectionObserver: this one lets the test say when the section enters the viewport.
const observed = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
class TestIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observed.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}
function enterViewport() {
  for (const { callback, elements } of [...observed])
    callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
}

const Greeting = createContext('hello');
let renders = 0;

function Counter() {
  renders += 1;
  const greeting = useContext(Greeting);
  const [count, setCount] = useState(0);
  return (
    <section>
      <p>{greeting}</p>
      <a href="/elsewhere">A link</a>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </section>
  );
}

function Page({ greeting }: { greeting: string }) {
  return (
    <Greeting.Provider value={greeting}>
      <h1>Above the fold</h1>
      <HydrateWhenVisible name="lower">
        <Counter />
      </HydrateWhenVisible>
    </Greeting.Provider>
  );
}

describe('HydrateWhenVisible', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;
  const recoverable: unknown[] = [];
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    renders = 0;
    recoverable.length = 0;
    observed.clear();
    consoleError = jest.spyOn(console, 'error');
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    consoleError.mockRestore();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  async function hydrateServerPage() {
    // Rendered as on the server (no IntersectionObserver there): the section's children are in the HTML.
    container.innerHTML = renderToString(<Page greeting="hello" />);
    expect(container.querySelector('[data-lazy-section="lower"] button')?.textContent).toBe('Clicked 0 times');
    renders = 0;
    window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
    const serverHtml = container.innerHTML;
    await act(async () => {
      root = hydrateRoot(container, <Page greeting="hello" />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    return serverHtml;
  }

  it('keeps the server HTML without rendering it until the section nears the viewport, then makes it live', async () => {
    const serverHtml = await hydrateServerPage();
    expect(renders).toBe(0);
    expect(container.innerHTML).toBe(serverHtml);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Clicked 0 times');

    await act(async () => enterViewport());
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector('[data-lazy-section="lower"]')?.hasAttribute('data-live')).toBe(true);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Clicked 1 times');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps the server HTML through a context change above it, and renders the new value once visible', async () => {
    const serverHtml = await hydrateServerPage();
    await act(async () => root!.render(<Page greeting="welcome back" />));
    expect(renders).toBe(0);
    expect(container.innerHTML).toBe(serverHtml);

    await act(async () => enterViewport());
    expect(screen.getByText('welcome back')).toBeTruthy();
    expect(container.textContent).not.toContain('hello');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders at once when focus moves into it, and keeps the focus on the same element', async () => {
    await hydrateServerPage();
    const serverLink = screen.getByRole('link');
    await act(async () => serverLink.focus());
    expect(renders).toBeGreaterThan(0);
    const link = screen.getByRole('link');
    expect(link).not.toBe(serverLink);
    expect(document.activeElement).toBe(link);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders its children at once in a client render (a navigation)', () => {
    window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
    render(<Page greeting="hello" />);
    expect(renders).toBeGreaterThan(0);
    expect(screen.getByRole('button').textContent).toBe('Clicked 0 times');
    expect(observed.size).toBe(0);
  });
});
