import { useEffect } from 'react';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

function applyMeta(title: string, description: string, canonicalPath: string): void {
  document.title = title;
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
  link.href = new URL(canonicalPath, window.location.origin).toString();
}

/** "Ohio suppliers" → "Ohio suppliers — Forge"; a title already ending in "Forge" or opening "Forge — " is kept. */
export function pageTitle(title: string): string {
  return title.endsWith('Forge') || title.startsWith('Forge — ') ? title : `${title} — Forge`;
}

/**
 * Sets the document title, meta description and canonical link of a page. The canonical URL is the path without
 * the query string unless one is given.
 */
export function usePageMeta(title: string, description: string, canonicalPath?: string): void {
  useEffect(() => {
    const canonical = canonicalPath ?? window.location.pathname;
    const fullTitle = pageTitle(title);
    applyMeta(fullTitle, description, canonical);
    // The shell sets the route's static title in its own (parent) effect after ours; apply again after it.
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) applyMeta(fullTitle, description, canonical);
    });
    return () => {
      cancelled = true;
    };
  }, [title, description, canonicalPath]);
}
