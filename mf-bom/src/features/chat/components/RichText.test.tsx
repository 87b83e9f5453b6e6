import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ForgeUIProvider } from '@forge/shell-sdk';
import { RichText, linkTarget } from './RichText';

/** Payloads a supplier (or a BOM) could put in any field the assistant repeats: company name, description, city, capability text. */
const PAYLOADS = [
  'Name](//evil.example/phish) [Co',
  'Name](/\\evil.example/phish) [Co',
  '[Click here](javascript:alert(1))',
  '[Login](http://evil.example)',
  '<a href="//evil.example">Acme</a>',
  '<img src=x onerror=alert(1)>',
  '**Acme** `rm -rf` _x_',
  '](https:evil.example)',
];

/** What the server's escape (chat/markdown.ts `md`) makes of a value. */
const escaped = (value: string) => value.replace(/[\\`*_[\]]/g, (c) => `\\${c}`);

function show(text: string) {
  return render(
    <ForgeUIProvider>
      <MemoryRouter>
        <RichText text={text} />
      </MemoryRouter>
    </ForgeUIProvider>,
  );
}

const offSite = (container: HTMLElement) => [...container.querySelectorAll('a')].filter((a) => !(a.getAttribute('href') ?? '').match(/^\/(?![/\\])/));

describe('RichText', () => {
  it.each(PAYLOADS)('shows an escaped payload as its literal text, with only the real link: %s', (payload) => {
    const { container } = show(`1. [${escaped(payload)}](/company/s1) — ${escaped(payload)}, OH\n- Description: ${escaped(payload)}`);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/company/s1');
    expect(links[0]).toHaveTextContent(payload);
    expect(container.querySelector('img, script, strong, code')).toBeNull();
    expect(container).toHaveTextContent(`Description: ${payload}`);
  });

  it.each(PAYLOADS)('never links off-site even from unescaped text (a model could write it): %s', (payload) => {
    const { container } = show(`1. [${payload}](/company/s1) and ${payload}`);
    expect(offSite(container)).toEqual([]);
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('renders bold (also around a link) as bold, not raw markdown', () => {
    const { container } = show('**[Acme Machining](/company/s1)**, Dayton, OH: **ISO 9001 (expired)**');
    const bold = container.querySelectorAll('strong');
    expect(bold).toHaveLength(2);
    expect(bold[0]!.querySelector('a')).toHaveAttribute('href', '/company/s1');
    expect(container.textContent).not.toContain('**');
    expect(screen.getByText('ISO 9001 (expired)').tagName).toBe('STRONG');
  });

  it('allows same-origin paths, https and mailto; everything else is text', () => {
    expect(linkTarget('/company/s1')).toBe('internal');
    expect(linkTarget('https://forge.example/x')).toBe('external');
    expect(linkTarget('mailto:sales@acme.example')).toBe('external');
    for (const bad of ['//evil.example', '/\\evil.example', 'http://evil.example', 'javascript:alert(1)', 'data:text/html,x', 'https:evil.example', 'https:///evil', 'company/1']) expect(linkTarget(bad)).toBe('text');
    const { container } = show('[site](https://acme.example) [mail](mailto:a@b.example) [bad](//evil.example)');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://acme.example', 'mailto:a@b.example']);
    expect(container.querySelector('a[href="https://acme.example"]')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});
