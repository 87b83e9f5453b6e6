/**
 * The UI kit: the only way remotes reach Chakra. Re-exporting just what the product uses keeps the shared
 * singleton small (a shared module is not tree-shaken across the federation boundary).
 */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
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

/**
 * The design system for a page whose global CSS (reset, base styles, tokens as CSS variables) the server already
 * put in <head>: the same system, with nothing for the provider to add. Building that CSS again in the browser is
 * most of createSystem's work (the shared webpack config makes Chakra build it on first read only).
 */
function withoutGlobalCss(): typeof forgeSystem {
  if (!systemForServerPage) {
    // Copies the properties without reading them: reading `_global` is what would build it.
    const { _global: _unread, ...rest } = Object.getOwnPropertyDescriptors(forgeSystem);
    systemForServerPage = Object.defineProperties({}, { ...rest, _global: { value: [], enumerable: true } }) as typeof forgeSystem;
  }
  return systemForServerPage;
}

/**
 * `globalCssInPage`: the document came from the server renderer, which wrote the design system's global CSS into
 * its head (it stays there for the life of the page, client-side navigation included).
 */
export function ForgeUIProvider({ children, globalCssInPage = false }: { children: ReactNode; globalCssInPage?: boolean }) {
  return <ChakraProvider value={globalCssInPage ? withoutGlobalCss() : forgeSystem}>{children}</ChakraProvider>;
}

/** Product-spec §9 tooltip timing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
