/**
 * The UI kit: the only way remotes reach Chakra. Re-exporting just what the product uses keeps the shared
 * singleton small (a shared module is not tree-shaken across the federation boundary).
 */
import type { ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import palette from './palette.json';

export {
  Alert,
  Badge,
  Box,
  Breadcrumb,
  Button,
  Card,
  Center,
  chakra,
  CloseButton,
  Container,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  List,
  NativeSelect,
  Portal,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Stat,
  Table,
  Tag,
  Text,
  Textarea,
  VisuallyHidden,
  Wrap,
  Separator,
  useBreakpointValue,
  createToaster,
} from '@chakra-ui/react';
// Menus, dialogs, drawers, tooltips, toasts, tabs and state-machine form controls: import them from
// '@forge/shell-sdk/widgets' (a separate shared module that stays out of the shell's first paint).

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

/**
 * Chakra's theme less the palettes nobody uses: colour tokens are most of `createSystem`'s work at load (each
 * palette is 11 shades plus 7 semantic tokens with a dark variant), and each also ships as CSS variables in every
 * server-rendered page.
 */
const themeConfig = {
  ...defaultThemeConfig,
  theme: {
    ...defaultThemeConfig.theme,
    tokens: { ...defaultThemeConfig.theme?.tokens, colors: withoutPalettes(defaultThemeConfig.theme?.tokens?.colors) },
    semanticTokens: {
      ...defaultThemeConfig.theme?.semanticTokens,
      colors: withoutPalettes(defaultThemeConfig.theme?.semanticTokens?.colors),
    },
  },
};

/**
 * The Forge design system: Chakra's defaults plus our brand (orange on navy). Built from Chakra's two default
 * configs, not `defaultConfig`: importing that module also builds Chakra's own `defaultSystem` at load, a second
 * whole design system nobody uses (a quarter of a second of a phone's main thread).
 */
export const forgeSystem = createSystem(defaultBaseConfig, themeConfig, config);

export function ForgeUIProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={forgeSystem}>{children}</ChakraProvider>;
}

/** Product-spec §9 tooltip timing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
