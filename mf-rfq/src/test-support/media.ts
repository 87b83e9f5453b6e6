/** jsdom has no layout: answer width media queries as a screen `width` px wide would. Returns a restore function. */
export function emulateScreenWidth(width: number): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string) => {
    let matches = true;
    for (const [, kind, value, unit] of query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)) {
      const px = unit === 'px' ? Number(value) : Number(value) * 16;
      if (kind === 'min' ? width < px : width > px) matches = false;
    }
    return { matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false } as MediaQueryList;
  };
  return () => {
    window.matchMedia = previous;
  };
}
