import { memo, Suspense, use, useId, type CSSProperties, type ReactNode } from 'react';
import { findServerElement } from './server-markup';

/**
 * Lazy hydration below the fold. The server's HTML of `children` is shown at once, but the browser hydrates it
 * (runs its components, attaches its handlers) only when it comes near the viewport: a phone's start-up then
 * hydrates only what is on screen.
 *
 * How: a Suspense boundary whose content suspends, while the page hydrates, until an IntersectionObserver sees the
 * server's element; React keeps a suspended boundary's server HTML as it is. Anything that renders it again first
 * (an update from above, a click inside, which React replays) hydrates it at once instead: never a blank section.
 * Rendered in the browser from scratch (an in-app navigation), it renders straight away.
 */

const ATTRIBUTE = 'data-hydrate-when-visible';
/** Starts hydrating a little before the section scrolls in, so it is live by the time it can be used. */
const ROOT_MARGIN = '200px 0px';

interface Gate {
  /** The server's element it waits for. */
  element: Element;
  visible: Promise<void>;
  open: boolean;
  /** Render attempts while not visible: the first suspends, any later one (an update or an event) hydrates. */
  attempts: number;
}

const gates = new Map<string, Gate>();

function serverElement(id: string): Element | null {
  return typeof IntersectionObserver === 'undefined' ? null : findServerElement(ATTRIBUTE, id);
}

function gateFor(id: string): Gate | null {
  const existing = gates.get(id);
  if (existing?.element.isConnected) return existing;
  const element = serverElement(id);
  if (!element) return null;
  const visible = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
  });
  // Kept once open: React renders the section again after the promise settles, with the server's element still
  // in place, and a new gate would suspend it again.
  const gate: Gate = { element, visible, open: false, attempts: 0 };
  gates.set(id, gate);
  void visible.then(() => {
    gate.open = true;
  });
  return gate;
}

/**
 * A promise React reads as settled without waiting (the status fields React's `use` reads): a render that goes on
 * still calls `use`, as React requires of a component that suspended in an earlier attempt.
 */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * The browser skips styling, laying out and painting a section while it is off screen (`content-visibility: auto`):
 * a long page's first frame then costs only what is on screen (/manufacturing/all: layout 31 -> 12 ms, style
 * 11 -> 7 ms unthrottled). Until it is first shown, a section takes `estimatedHeight` of the page; after that, its
 * last real height. The paint clip (which `auto` brings) is widened so focus rings and shadows at its edges show.
 */
const offscreenSkipped = (estimatedHeight: number): CSSProperties => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${estimatedHeight}px`,
  overflowClipMargin: '16px',
});

function Gated({ id, style, children }: { id: string; style: CSSProperties | undefined; children: ReactNode }) {
  const gate = gateFor(id);
  use(gate && !gate.open && gate.attempts++ === 0 ? gate.visible : SETTLED);
  return (
    <div {...{ [ATTRIBUTE]: id }} style={style}>
      {children}
    </div>
  );
}

export interface HydrateWhenVisibleProps {
  children: ReactNode;
  /**
   * The section's height before it is first shown, in px (its place in the scroll height). `null`: the section is
   * always laid out (for one that skips itself, like the footer).
   */
  estimatedHeight?: number | null;
}

/**
 * `children` in a `<div>`, hydrated when it nears the viewport (see above), and not laid out while off screen. For
 * sections below the fold. A parent that renders again with new `children` hydrates it then: pass children that stay
 * the same (a memoised element) where the parent renders again early, as the shell's frame does.
 */
export const HydrateWhenVisible = memo(function HydrateWhenVisible({ children, estimatedHeight = 600 }: HydrateWhenVisibleProps) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gated id={id} style={estimatedHeight === null ? undefined : offscreenSkipped(estimatedHeight)}>
        {children}
      </Gated>
    </Suspense>
  );
});
