// The kit's rule (ui.tsx): re-export only what the product uses, since a shared module is not tree-shaken across the
// federation boundary. This fails when a kit export is used by no remote and not by the shell.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ui from './ui';
import * as widgets from './widgets';
import * as buttonLink from './button-link';
import { UNUSED_PALETTES } from './design-system';

const ROOT = path.join(__dirname, '../../..');
const KIT_FILES = new Set(['ui.tsx', 'widgets.tsx', 'button-link.tsx', 'design-system.ts']);
// The kit's own setup, not components for pages.
const KIT_INTERNALS = new Set(['forgeSystem', 'ForgeUIProvider', 'TOOLTIP_OPEN_DELAY_MS', 'TOOLTIP_SKIP_DELAY_MS']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    if (dir === __dirname && KIT_FILES.has(entry.name)) return [];
    return [readFileSync(full, 'utf8')];
  });
}

describe('UI kit exports', () => {
  const roots = ['shell/src', 'shell/sdk/src', ...readdirSync(ROOT).filter((d) => d.startsWith('mf-')).map((d) => `${d}/src`)];
  const code = roots.flatMap((root) => sources(path.join(ROOT, root))).join('\n');

  it.each([...Object.keys(ui), ...Object.keys(widgets), ...Object.keys(buttonLink)].filter((name) => !KIT_INTERNALS.has(name)))('%s is used by the shell or a remote', (name) => {
    // Used as an element, a namespace (Card.Root) or a call (createToaster(...)), not merely named in a comment.
    expect(code).toMatch(new RegExp(`(<${name}[\\s./>]|\\b${name}\\.|\\b${name}\\()`));
  });
});

describe('the design system', () => {
  const roots = ['shell/src', 'shell/sdk/src', ...readdirSync(ROOT).filter((d) => d.startsWith('mf-')).map((d) => `${d}/src`)];
  const code = roots.flatMap((root) => sources(path.join(ROOT, root))).join('\n');

  it.each([...UNUSED_PALETTES])('leaves out the %s palette, which no page names', (palette) => {
    // As a colorPalette value ('teal'), a token (teal.500, {colors.teal.fg}) or a status map entry.
    expect(code).not.toMatch(new RegExp(`\\b${palette}\\b`));
    expect(ui.forgeSystem.token(`colors.${palette}.500`)).toBeUndefined();
  });

  it('has no dark mode: semantic tokens keep their light values only, and no .dark variables ship', () => {
    expect(code).not.toMatch(/_dark\b|colorMode|\.dark\b/);
    const tokenCss = JSON.stringify(ui.forgeSystem.getTokenCss());
    expect(tokenCss).not.toMatch(/\.dark/);
    expect(tokenCss).toContain('--chakra-colors-bg-subtle');
  });

  it('keeps the palettes the pages and the status badges use', () => {
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'brand']) {
      expect(ui.forgeSystem.token(`colors.${palette}.500`)).toMatch(/^#/);
    }
  });
});
