import { lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Flex, HydrateWhenVisible, chakra, toaster } from '@forge/shell-sdk';
import { EasterEggsProvider } from '../easter-eggs/EasterEggs';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header, HEADER_OFFSET } from './Header';
import { ImpersonationBanner } from './ImpersonationBanner';
import { OptionalWidget } from './OptionalWidget';

// Toasts created before the toaster mounts wait in the store and show once it does.
const ForgeToaster = lazy(() => import(/* webpackChunkName: "toaster" */ './ForgeToaster').then((m) => ({ default: m.ForgeToaster })));

/**
 * True from the first toast on. The toaster is built from the shared widgets (~75 ms of a phone's main thread at 4×
 * CPU to load), which a page that never shows a toast does not need.
 */
export function useToastRequested(): boolean {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested) return;
    if (toaster.getVisibleToasts().length > 0) {
      setRequested(true);
      return;
    }
    return toaster.subscribe(() => setRequested(true));
  }, [requested]);
  return requested;
}

function SkipLink() {
  return (
    <chakra.a
      href="#main"
      position="fixed"
      top={2}
      left={2}
      zIndex="skipLink"
      px={4}
      py={2}
      bg="white"
      color="navy.900"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focus={{ transform: 'none', outline: '2px solid', outlineColor: 'brand.500' }}
    >
      Skip to content
    </chakra.a>
  );
}

/** The shared frame of §2: fixed header, the page, footer, the small-screen bottom bar and the toaster. */
export function Layout({ children }: { children: ReactNode }) {
  const toastRequested = useToastRequested();
  // The same element on every render: the frame renders again with the first toast, which would otherwise make
  // the footer hydrate then (see HydrateWhenVisible).
  const footer = useMemo(() => <Footer />, []);
  return (
    <EasterEggsProvider>
      <SkipLink />
      <Flex direction="column" minH="100vh">
        <Header />
        <Box as="main" id="main" tabIndex={-1} flex="1" minH="100vh" pt={HEADER_OFFSET} outline="none" css={{ scrollMarginTop: HEADER_OFFSET.md }}>
          <ImpersonationBanner />
          {children}
        </Box>
        {/* Below the fold on every page: a phone hydrates its hundred links only when it scrolls there. The footer
            skips its own layout off screen, with its measured height (Footer.tsx). */}
        <HydrateWhenVisible estimatedHeight={null}>{footer}</HydrateWhenVisible>
      </Flex>
      <BottomBar />
      {toastRequested && (
        <OptionalWidget name="The toaster">
          <ForgeToaster />
        </OptionalWidget>
      )}
    </EasterEggsProvider>
  );
}
