import {
  Component,
  createContext,
  lazy,
  useContext,
  useCallback,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Box, Button, Center, Heading, Spinner, Stack, Text } from '@forge/shell-sdk';
import type { RemoteRoutesModule } from '@forge/shell-sdk';
import { isUnavailable, loadRemoteRoutes, markRemoteFailed } from './runtime';

class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`The ${remote} section could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export function PageSpinner() {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Stack align="center" gap={3}>
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Loading...</Text>
      </Stack>
    </Center>
  );
}

/** Shown over the current page while the next one loads (product-spec §2: "Loading..." with a spinner). */
export function NavigationPending() {
  return (
    <Box
      position="fixed"
      top="80px"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      pointerEvents="none"
    >
      <Stack
        direction="row"
        align="center"
        gap={2}
        px={4}
        py={2}
        bg="white"
        borderRadius="full"
        boxShadow="md"
        role="status"
        aria-live="polite"
      >
        <Spinner size="sm" color="brand.solid" />
        <Text fontSize="sm" color="fg.muted">
          Loading...
        </Text>
      </Stack>
    </Box>
  );
}

export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Center minH="50vh" px={4}>
      <Stack align="center" gap={4} maxW="md" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          This section is unavailable
        </Heading>
        <Text color="fg.muted">
          We couldn't load this part of Forge just now. The rest of the site still works; try again in a
          moment.
        </Text>
        <Button colorPalette="brand" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Layer 3: anything a remote page throws while rendering stays inside its section. */
class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    markRemoteFailed(this.props.remote);
    console.error(`Section ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <SectionUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** A remote's page wrapped in a section that names the remote and the build that served it. */
function sectionOf(remote: string, buildId: string, Loaded: ComponentType): ComponentType {
  return function RemoteSection() {
    return (
      <Box as="section" data-remote={remote} data-remote-build={buildId}>
        <Loaded />
      </Box>
    );
  };
}

/** Loads one page of a remote, wrapped in its section. */
function createRemoteLazy(remote: string, page: string): ComponentType {
  return lazy(async () => {
    const routes = await loadRemoteRoutes(remote);
    if (isUnavailable(routes)) throw new RemoteUnavailableError(remote, routes.error);
    const loader = routes.pages[page];
    if (!loader) throw new RemoteUnavailableError(remote, new Error(`no page "${page}"`));
    const { default: Loaded } = await loader();
    return { default: sectionOf(remote, routes.buildId ?? 'unknown', Loaded) };
  });
}

/**
 * A remote page loaded before the first render: on the server (from the remote's Node build) and in the browser
 * before it hydrates the server's HTML (from the browser build). Rendered as is, never suspending, so hydration
 * finds the page at once: no "Loading..." in between.
 */
export interface PreloadedPage {
  remote: string;
  page: string;
  /** The remote's build that provided the page. */
  buildId: string;
  Section: ComponentType;
}

export const PreloadedPageContext = createContext<PreloadedPage | null>(null);

/** Loads `page` from a remote's routes module; null when the module has no such page. */
export async function preloadPage(remote: string, page: string, routes: RemoteRoutesModule): Promise<PreloadedPage | null> {
  const loader = routes.pages[page];
  if (!loader) return null;
  const { default: Loaded } = await loader();
  const buildId = routes.buildId ?? 'unknown';
  return { remote, page, buildId, Section: sectionOf(remote, buildId, Loaded) };
}

/** In the browser: the page of the route the server rendered, from the remote's browser build. */
export async function preloadRemotePage(remote: string, page: string): Promise<PreloadedPage | null> {
  const routes = await loadRemoteRoutes(remote);
  return isUnavailable(routes) ? null : preloadPage(remote, page, routes);
}

/**
 * One lazy component per remote page, kept outside React: a render that has not committed yet (navigation
 * renders in the background) is rebuilt from scratch on each retry, and must find the same load, not start
 * a new one each time.
 */
const lazyPages = new Map<string, ComponentType>();

function lazyPage(remote: string, page: string, fresh = false): ComponentType {
  const key = `${remote}:${page}`;
  let Page = lazyPages.get(key);
  if (!Page || fresh) {
    Page = createRemoteLazy(remote, page);
    lazyPages.set(key, Page);
  }
  return Page;
}

/**
 * A remote's page, loaded at run time. "Try again" makes a new lazy component (React caches a rejected import
 * forever) and resets the boundary; a section that failed keeps saying so until then.
 */
export function RemotePage({ remote, page }: { remote: string; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const preloaded = useContext(PreloadedPageContext);
  const Page = attempt === 0 && preloaded?.remote === remote && preloaded.page === page ? preloaded.Section : lazyPage(remote, page);
  const retry = useCallback(() => {
    lazyPage(remote, page, true);
    setAttempt((n) => n + 1);
  }, [remote, page]);
  return (
    // No Suspense here: the routes' boundary shows the spinner on a first load and keeps the current page
    // during a navigation (see AppRoutes).
    <SectionBoundary key={attempt} remote={remote} onRetry={retry}>
      <Page />
    </SectionBoundary>
  );
}
