// The server side of FramePart (shell/src/frame/frame-part.tsx): the markup of frame parts rendered once, written
// into later pages in place of their placeholders. Kept per process, per part and inputs; a handful of entries.
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { FRAME_PART_TAG, type FramePartStore } from '../frame/frame-part';

const RENDERED = new RegExp(`<${FRAME_PART_TAG} data-render="([\\w-]+)">([\\s\\S]*?)</${FRAME_PART_TAG}>`, 'g');
const KEPT = new RegExp(`<${FRAME_PART_TAG} data-kept="([\\w-]+)"></${FRAME_PART_TAG}>`, 'g');

export interface FrameParts {
  store: FramePartStore;
  /**
   * A rendered page's HTML with every part in place: parts rendered now are kept and unwrapped, placeholders are
   * replaced by the kept markup. Null if a placeholder's markup is gone (the page must be rendered again).
   */
  complete(html: string): string | null;
}

export function createFrameParts({ maxEntries = 16 }: { maxEntries?: number } = {}): FrameParts {
  /** token → markup, oldest first */
  const markup = new Map<string, string>();
  const tokenOf = (key: string) => createHash('sha1').update(key).digest('base64url');
  return {
    store: {
      tokenOf,
      has: (token) => markup.has(token),
      ownStyles: (children: ReactNode) => <CacheProvider value={createCache({ key: 'css' })}>{children}</CacheProvider>,
    },
    complete(html) {
      const rendered = html.replace(RENDERED, (_tag, token: string, inner: string) => {
        markup.delete(token);
        markup.set(token, inner);
        if (markup.size > maxEntries) markup.delete(markup.keys().next().value!);
        return inner;
      });
      let missing = false;
      const completed = rendered.replace(KEPT, (_tag, token: string) => {
        const kept = markup.get(token);
        if (kept === undefined) missing = true;
        return kept ?? '';
      });
      return missing ? null : completed;
    },
  };
}
