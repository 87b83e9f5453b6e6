import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { findServerElement } from './server-markup';

/**
 * Server islands: markup the server renders from data the browser need not download (a map's 30–150 KB of shapes).
 *
 * While the browser hydrates the server's HTML, the island keeps that markup as it is: it hands React the markup as
 * `dangerouslySetInnerHTML`, which React neither compares nor walks. The data behind it is left out of the page's
 * server state (`SERVER_MARKUP_ONLY`), and the query is not run. Rendered later in the browser (an in-app
 * navigation), the island renders its children from data like any component.
 */

/** Query meta for a read the server renders into an island: not passed to the browser with the page. */
export const SERVER_MARKUP_ONLY = { serverMarkupOnly: true } as const;

/** False for a query marked SERVER_MARKUP_ONLY: the server leaves it out of the state the browser hydrates from. */
export function isPassedToBrowser(query: { meta?: Record<string, unknown> | undefined }): boolean {
  return query.meta?.serverMarkupOnly !== true;
}

const ISLAND_ATTRIBUTE = 'data-server-island';

function readServerMarkup(id: string): string | null {
  return findServerElement(ISLAND_ATTRIBUTE, id)?.innerHTML ?? null;
}

/**
 * The server's markup for island `id` while the browser hydrates it, else null (on the server, and in any later
 * render). Read once per mount: call it before the island's query, and run the query only when it is null.
 */
export function useServerMarkup(id: string): string | null {
  const [markup] = useState(() => readServerMarkup(id));
  return markup;
}

export interface ServerIslandProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  id: string;
  /** From useServerMarkup: when set, the island is this markup and `children` are not rendered. */
  markup: string | null;
  children?: ReactNode;
}

/** A `<div>` holding either the server's markup (hydrating) or `children`. Events bubble to it from either. */
export function ServerIsland({ id, markup, children, ...rest }: ServerIslandProps) {
  const attributes = { ...rest, [ISLAND_ATTRIBUTE]: id };
  if (markup !== null)
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
  return <div {...attributes}>{children}</div>;
}
