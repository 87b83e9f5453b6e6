import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * A part of the frame whose markup is the same on every page for the same inputs (the footer: ~45 styled elements
 * and 25 links, a quarter of a company page's server render). The shell's server renderer keeps the markup of a
 * part it rendered once, per inputs, and writes it into the next pages instead of rendering the part again
 * (`shell/src/server/frame-parts.tsx`). In the browser, and on a server without that store, a part renders its
 * children as any component does, so the browser hydrates the same markup either way.
 */
export interface FramePartStore {
  /** The token the markup of `key` is kept under. */
  tokenOf(key: string): string;
  /** Whether markup is kept under `token` (the part then renders only a placeholder for it). */
  has(token: string): boolean;
  /** The part rendered with an emotion cache of its own (the server's; kept out of the browser's bundle). */
  ownStyles(children: ReactNode): ReactNode;
}

const FramePartContext = createContext<FramePartStore | null>(null);

export const FramePartProvider = FramePartContext.Provider;

/**
 * The element the server renderer replaces (see frame-parts.tsx): around a part rendered now (`data-render`), or
 * alone in place of a kept one (`data-kept`). One element with one child, so the part's useId values are the ones
 * the browser's render gives it (a sibling would change its place in React's tree).
 */
export const FRAME_PART_TAG = 'forge-frame-part';

/**
 * `name` and `inputs` (JSON-serialisable: everything the part's markup depends on) name the markup. On the server,
 * a part not kept yet renders with an emotion cache of its own, so its markup carries every style it uses, not only
 * those the page had not written before it.
 */
export function FramePart({ name, inputs, children }: { name: string; inputs: unknown; children: ReactNode }) {
  const store = useContext(FramePartContext);
  if (!store) return children;
  const token = store.tokenOf(`${name}:${JSON.stringify(inputs)}`);
  if (store.has(token)) return createElement(FRAME_PART_TAG, { 'data-kept': token });
  return createElement(FRAME_PART_TAG, { 'data-render': token }, store.ownStyles(children));
}
