/**
 * The Forge design system: Chakra's theme, trimmed, plus our brand. Its own module so that the shell can build it in
 * a task of its own at start-up (createSystem is the largest single piece of start-up work; see startup.ts).
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import palette from './palette.json';

/** The brand's colour scales (palette.json, hex by shade) as Chakra colour tokens. */
function paletteTokens(scales: Record<string, Record<string, string>>) {
  return Object.fromEntries(
    Object.entries(scales).map(([name, shades]) => [
      name,
      Object.fromEntries(Object.entries(shades).map(([shade, hex]) => [shade, { value: hex }])),
    ]),
  );
}

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // Respect prefers-reduced-motion everywhere (animations, transitions, smooth scrolling).
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
      colors: paletteTokens(palette),
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

/** Chakra's colour palettes the product never names (checked by ui-kit-usage.test.ts). */
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink'] as const;

const withoutPalettes = <T,>(colors: Record<string, T> | undefined): Record<string, T> =>
  Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name)));

type TokenTree = { [key: string]: unknown };
const isTree = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null;

/**
 * Chakra's semantic tokens with their light values only. Forge has no dark mode (no page, setting or class turns
 * it on), so every `{ _light, _dark }` pair was a second value that `createSystem` resolved at each start and a
 * `.dark` block of CSS variables that every server-rendered page carried unused.
 */
export function lightOnly<T>(tokens: T): T {
  if (!isTree(tokens)) return tokens;
  if ('value' in tokens) {
    const { value } = tokens;
    return (isTree(value) && '_light' in value ? { ...tokens, value: value._light } : tokens) as T;
  }
  return Object.fromEntries(Object.entries(tokens).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/**
 * Chakra's theme less the palettes nobody uses and less dark mode: colour tokens are most of `createSystem`'s work
 * at load (each palette is 11 shades plus 7 semantic tokens), and each also ships as CSS variables in every
 * server-rendered page.
 */
const themeConfig = {
  ...defaultThemeConfig,
  theme: {
    ...defaultThemeConfig.theme,
    tokens: { ...defaultThemeConfig.theme?.tokens, colors: withoutPalettes(defaultThemeConfig.theme?.tokens?.colors) },
    semanticTokens: lightOnly({
      ...defaultThemeConfig.theme?.semanticTokens,
      colors: withoutPalettes(defaultThemeConfig.theme?.semanticTokens?.colors),
    }),
  },
};

/**
 * The Forge design system: Chakra's defaults plus our brand (orange on navy). Built from Chakra's two default
 * configs, not `defaultConfig`: importing that module also builds Chakra's own `defaultSystem` at load, a second
 * whole design system nobody uses (a quarter of a second of a phone's main thread).
 */
export const forgeSystem = createSystem(defaultBaseConfig, themeConfig, config);
