import { useEffect, useRef, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import {
  ForgeUIProvider,
  QueryClientProvider,
  trackPageView,
  type createQueryClient,
  type RemoteEntry,
  type RuntimeConfig,
} from '@forge/shell-sdk';
import { AuthProvider } from './auth/AuthProvider';
import { PreloadedPageContext, type PreloadedPage } from './federation/RemotePage';
import { Layout } from './frame/Layout';
import { AppRoutes } from './routing/AppRoutes';
import { RuntimeConfigContext } from './runtime-config';

/**
 * §2: scroll to the top and log a page view on every route change. Not on the first page: the browser has placed
 * it already, and a visitor may have scrolled the server-rendered page before the app took over (a jump back to
 * the top would also move whatever they were about to tap).
 */
function NavigationEffects() {
  const location = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (!firstPage.current) window.scrollTo(0, 0);
    firstPage.current = false;
    void trackPageView(location.pathname);
  }, [location.pathname]);
  return null;
}

/**
 * Marks the document once the app has taken over (hydrated or rendered, the router listening): `data-app-ready` on
 * <html>. Before that, a server-rendered page shows but does not respond to in-app navigation or its forms; tests
 * wait for the mark instead of racing hydration.
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

type QueryClient = ReturnType<typeof createQueryClient>;

interface AppProps {
  config: RuntimeConfig;
  remotes: RemoteEntry[];
  queryClient: QueryClient;
  /** The page of the first route, loaded before the first render (server rendering and hydration). */
  preloaded?: PreloadedPage | null;
  /** The document is the server renderer's: its head holds the design system's global CSS already. */
  globalCssInPage?: boolean;
  /** This render is the server's HTML, or the browser hydrating it (see AuthProvider). */
  serverMarkup?: boolean;
}

/**
 * The whole app under a router. The browser passes its BrowserRouter; the server renders the very same tree under a
 * StaticRouter (`src/server/render.tsx`), so the browser can hydrate the server's HTML.
 */
export function AppTree({ config, remotes, queryClient, preloaded = null, globalCssInPage = false, serverMarkup = false, router: Router }: AppProps & { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ForgeUIProvider globalCssInPage={globalCssInPage}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider config={config} serverMarkup={serverMarkup}>
            <PreloadedPageContext.Provider value={preloaded}>
              <Router>
                <NavigationEffects />
                <AppReadyMark />
                <Layout>
                  <AppRoutes remotes={remotes} />
                </Layout>
              </Router>
            </PreloadedPageContext.Provider>
          </AuthProvider>
        </QueryClientProvider>
      </ForgeUIProvider>
    </RuntimeConfigContext.Provider>
  );
}

function Browser({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}

export function App(props: AppProps) {
  return <AppTree {...props} router={Browser} />;
}
