/**
 * Whether the document may still hold the server's markup of the page the browser loaded: true until the URL first
 * changes (an in-app navigation, or a sign-in tidying its answer out of the URL). Markup found after that is a page
 * React rendered. Sections of the first page can hydrate well after the app starts (React hydrates nested Suspense
 * boundaries in later passes), so no "hydration done" moment is used.
 */
const firstUrl = typeof window === 'undefined' ? null : window.location.href;
let navigated = false;

function mayHoldServerMarkup(): boolean {
  if (firstUrl === null) return false;
  if (!navigated && window.location.href !== firstUrl) navigated = true;
  return !navigated;
}

/** The server-rendered element whose `attribute` is `id`, while the first page's markup may still be in place. */
export function findServerElement(attribute: string, id: string): Element | null {
  if (!mayHoldServerMarkup()) return null;
  for (const element of document.querySelectorAll(`[${attribute}]`)) {
    if (element.getAttribute(attribute) === id) return element;
  }
  return null;
}
