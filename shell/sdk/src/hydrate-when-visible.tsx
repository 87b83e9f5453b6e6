import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** Rendered while the section waits: React keeps the element's server-rendered children as they are. */
const KEEP_SERVER_HTML = { __html: '' };
/**
 * How far below (or above) the viewport a section starts rendering: a little ahead of a scroll, but not so far that
 * the sections just under a phone's first screen render at load anyway.
 */
const VISIBLE_MARGIN = '200px 0px';
/**
 * A section still waiting this long after load renders when the browser is next idle: well before the API answers it
 * was rendered from leave the query cache (5 minutes unobserved), so it never renders as "Loading..." on a late scroll.
 */
const IDLE_RENDER_AFTER_MS = 30_000;

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServerOrHydrating = () => false;

/** Child indexes from `root` down to `node`, to find the same element in the re-rendered section. */
function pathTo(root: Node, node: Node): number[] | null {
  const path: number[] = [];
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    const parent: Node | null = current.parentNode;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, current) as number);
  }
  return path;
}

function nodeAt(root: Node, path: number[]): Node | null {
  let current: Node | null = root;
  for (const index of path) current = current?.childNodes[index] ?? null;
  return current;
}

export interface HydrateWhenVisibleProps {
  /** Names the section in the page (`data-lazy-section`), for tests and profiles. */
  name: string;
  children: ReactNode;
}

/**
 * A below-the-fold section that the browser makes live only when needed. When the page is hydrated, the section's
 * server HTML stays as it is (React renders nothing inside it, so the section costs nothing at load) until the section
 * comes within 200 px of the viewport, the pointer moves over it, focus moves into it or the page has been open for
 * 30 s (then when the browser is idle); then its children render
 * and replace that HTML in one commit, with the same markup (no flash). A client render (navigation) renders the
 * children at once, and so does a browser without IntersectionObserver.
 *
 * While it waits, the section has no React tree, so no update or context change above it (sign-in status, route
 * loading) can reach it: it is not a dehydrated Suspense boundary, which React would client-render on such a change.
 * Links in it work before it is live too, as ordinary links. The wrapper is a plain block `div`: wrap a whole block
 * (a footer, a section, a list), not an element whose layout depends on its parent (a sticky box, a grid item placed
 * by its own props). Not for a section that shows the sign-in state: the server renders it as "loading", and a
 * waiting section would go on showing that.
 */
export function HydrateWhenVisible({ name, children }: HydrateWhenVisibleProps) {
  // False on the server and during hydration (React then reads the server snapshot), true in a client render.
  const clientRender = useSyncExternalStore(noSubscription, inBrowser, onServerOrHydrating);
  const [waiting, setWaiting] = useState(
    () => !clientRender && typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function',
  );
  const ref = useRef<HTMLDivElement>(null);
  const focusPath = useRef<number[] | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    // Listeners stay attached until the commit's passive effects: a later event must not render it again.
    let revealed = false;
    // A transition: the section renders in slices, and its server HTML stays on screen until the render commits.
    const reveal = () => {
      if (revealed) return;
      revealed = true;
      startTransition(() => setWaiting(false));
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reveal();
    }, { rootMargin: VISIBLE_MARGIN });
    observer.observe(element);
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(reveal) : undefined;
      if (idle === undefined) reveal();
    }, IDLE_RENDER_AFTER_MS);
    // Keyboard focus inside: render now, then move focus to the same element of the rendered markup.
    const onFocusIn = (event: FocusEvent) => {
      if (revealed) return;
      revealed = true;
      focusPath.current = event.target instanceof Node ? pathTo(element, event.target) : null;
      flushSync(() => setWaiting(false));
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('pointerover', reveal);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('pointerover', reveal);
    };
  }, [waiting]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (waiting || !element) return;
    element.setAttribute('data-live', '');
    const path = focusPath.current;
    focusPath.current = null;
    const target = path ? nodeAt(element, path) : null;
    if (target instanceof HTMLElement) target.focus();
  }, [waiting]);

  return waiting ? (
    <div ref={ref} data-lazy-section={name} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div ref={ref} data-lazy-section={name}>
      {children}
    </div>
  );
}
