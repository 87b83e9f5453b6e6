import { render } from '@testing-library/react';
import { pageTitle, usePageMeta } from './page-meta';

function Page({ title, description, canonical }: { title: string; description: string; canonical?: string }) {
  usePageMeta(title, description, canonical);
  return null;
}

describe('usePageMeta', () => {
  it('names Forge once in the title', () => {
    expect(pageTitle('Ohio suppliers')).toBe('Ohio suppliers — Forge');
    expect(pageTitle('Careers at Forge')).toBe('Careers at Forge');
    expect(pageTitle('Forge — custom manufacturing, sourced fast')).toBe('Forge — custom manufacturing, sourced fast');
  });

  it('sets the title, the description and the canonical link, and keeps them after the shell sets its own title', async () => {
    render(<Page title="Ohio suppliers" description="Every supplier in Ohio." canonical="/state/oh" />);
    document.title = 'Forge';
    await Promise.resolve();
    expect(document.title).toBe('Ohio suppliers — Forge');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Every supplier in Ohio.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/state/oh`);
  });
});
