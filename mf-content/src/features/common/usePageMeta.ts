import { useEffect } from 'react';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** Sets the document title, meta description and canonical link (the path without query unless given). */
export function usePageMeta(title: string, description: string, canonicalPath?: string): void {
  useEffect(() => {
    document.title = title.includes('Forge') ? title : `${title} — Forge`;
    const meta = headElement('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.name = 'description';
      return m;
    });
    meta.content = description;
    const link = headElement('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.rel = 'canonical';
      return l;
    });
    link.href = new URL(canonicalPath ?? window.location.pathname, window.location.origin).toString();
  }, [title, description, canonicalPath]);
}
