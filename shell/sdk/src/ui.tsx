/**
 * The UI kit: the only way remotes reach Chakra. Re-exporting just what the product uses keeps the shared
 * singleton small (a shared module is not tree-shaken across the federation boundary).
 */
import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { css, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { forgeSystem } from './design-system';

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

export { forgeSystem } from './design-system';

let systemForServerPage: typeof forgeSystem | undefined;
let systemWithSerializedGlobalCss: typeof forgeSystem | undefined;

/** The system with its properties copied without reading them (reading `_global` is what would build it). */
function withGlobal(global: (typeof forgeSystem)['_global']): typeof forgeSystem {
  const { _global: _unread, ...rest } = Object.getOwnPropertyDescriptors(forgeSystem);
  return Object.defineProperties({}, { ...rest, _global: { value: global, enumerable: true } }) as typeof forgeSystem;
}

/**
 * The design system with its global CSS (~40 KB of rules) serialized once. Chakra hands emotion's <Global> the style
 * objects, which it serializes and hashes on every render: once per page in the browser, but on the server once per
 * rendered page (~1.5 ms each). Emotion takes an already serialized style as it is.
 */
function withSerializedGlobalCss(): typeof forgeSystem {
  systemWithSerializedGlobalCss ??= withGlobal(css(forgeSystem._global) as unknown as (typeof forgeSystem)['_global']);
  return systemWithSerializedGlobalCss;
}

/**
 * The design system for a page whose global CSS (reset, base styles, tokens as CSS variables) the server already
 * put in <head>: the same system, with nothing for the provider to add. Building that CSS again in the browser is
 * most of createSystem's work (the shared webpack config makes Chakra build it on first read only).
 */
function withoutGlobalCss(): typeof forgeSystem {
  systemForServerPage ??= withGlobal([]);
  return systemForServerPage;
}

/**
 * The attribute on the <style> tags the shell server writes into <head> (its value: `css id1 id2 …`). Not emotion's
 * own `data-emotion`: emotion's cache moves every tag it finds by that one to the end of <head>, and each move makes
 * the browser parse the sheet and restyle the whole page again (~60 ms on a phone). Kept equal to the server's
 * constant in `shell/server/ssr/hoist-styles.mjs`.
 */
const SERVER_STYLES_ATTRIBUTE = 'data-forge-styles';

/** The ids of the component styles the server wrote into the page (their rules are in <head> already). */
function serverStyleIds(): string[] {
  return Array.from(document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}^="css "]`)).flatMap((tag) =>
    (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ').slice(1).filter(Boolean),
  );
}

/** Tells emotion's cache that the server's component styles are in the page, so it inserts none of them again. */
function ServerStyles({ children }: { children: ReactNode }) {
  const cache = useEmotionCache();
  // Once, before any child renders (and so before any of them inserts a style).
  useState(() => {
    if (cache) for (const id of serverStyleIds()) cache.inserted[id] = true;
    return null;
  });
  return children;
}

/**
 * `globalCssInPage`: the document came from the server renderer, which wrote the design system's global CSS and the
 * page's component styles into its head (they stay there for the life of the page, client-side navigation included).
 */
export function ForgeUIProvider({ children, globalCssInPage = false }: { children: ReactNode; globalCssInPage?: boolean }) {
  if (!globalCssInPage) return <ChakraProvider value={withSerializedGlobalCss()}>{children}</ChakraProvider>;
  return (
    <ServerStyles>
      <ChakraProvider value={withoutGlobalCss()}>{children}</ChakraProvider>
    </ServerStyles>
  );
}

/** Product-spec §9 tooltip timing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
