import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import {
  ForgeUIProvider,
  QueryClientProvider,
  createQueryClient,
  trackPageView,
  type RemoteEntry,
  type RuntimeConfig,
} from '@forge/shell-sdk';
import { AuthProvider } from './auth/AuthProvider';
import { Layout } from './frame/Layout';
import { AppRoutes } from './routing/AppRoutes';
import { RuntimeConfigContext } from './runtime-config';

const queryClient = createQueryClient();

/** §2: scroll to the top and log a page view on every route change. */
function NavigationEffects() {
  const location = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    void trackPageView(location.pathname);
  }, [location.pathname]);
  return null;
}

export function App({ config, remotes }: { config: RuntimeConfig; remotes: RemoteEntry[] }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ForgeUIProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider config={config}>
            <BrowserRouter>
              <NavigationEffects />
              <Layout>
                <AppRoutes remotes={remotes} />
              </Layout>
            </BrowserRouter>
          </AuthProvider>
        </QueryClientProvider>
      </ForgeUIProvider>
    </RuntimeConfigContext.Provider>
  );
}
