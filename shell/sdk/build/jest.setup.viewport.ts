// Extra setup for remotes whose pages change with the screen width (webJestConfig's `viewport` option).
import { configure } from '@testing-library/react';
import { toaster } from '@forge/shell-sdk';
import { staticMediaQueryList } from './media-query';

// Two shared CPU cores: give lazy pages and chained requests time to settle before a query gives up.
configure({ asyncUtilTimeout: 5000 });

// The toaster is a module singleton showing one toast at a time: start every test with none.
afterEach(() => toaster.remove());

/** jsdom has no layout: answer width media queries from window.innerWidth (1024 unless a test changes it). */
function toPx(value: string, unit: string): number {
  return unit === 'em' || unit === 'rem' ? Number(value) * 16 : Number(value);
}
window.matchMedia = (query: string) => {
  const width = window.innerWidth;
  let matches = true;
  for (const [, kind, value, unit] of query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)) {
    const px = toPx(value!, unit!);
    if (kind === 'min' ? width < px : width > px) matches = false;
  }
  return staticMediaQueryList(query, matches);
};
