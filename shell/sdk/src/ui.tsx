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

export { forgeSystem, UNUSED_PALETTES } from './design-system';

export function ForgeUIProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={forgeSystem}>{children}</ChakraProvider>;
}

/** Product-spec §9 tooltip timing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
