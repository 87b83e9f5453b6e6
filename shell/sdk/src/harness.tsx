/**
 * The standalone dev harness: mounts one remote without the shell, with the same providers the shell gives.
 * Auth is signed-out here; pages behind guards render anyway so a team can work on them alone.
 */
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, useLocation } from 'react-router-dom';
import {
  AuthContext,
  Box,
  ForgeUIProvider,
  Heading,
  QueryClientProvider,
  RouteParamsContext,
  Spinner,
  Stack,
  Text,
  createQueryClient,
  useModulePage,
  SIGNED_OUT,
  type RemoteRoutesModule,
} from '@forge/shell-sdk';

function HarnessOutlet({ module }: { module: RemoteRoutesModule }) {
  const location = useLocation();
  const page = useModulePage(module, location.pathname);
  if (!page) {
    return (
      <Stack gap={2} p={6}>
        <Heading size="md">{module.remote} — standalone harness</Heading>
        {module.routes.map((r) => (
          <RouterLink key={r.path} to={r.path.replace(/:(\w+)(\([^)]*\))?/g, 'sample')}>
            <Text color="brand.fg">{r.path}</Text>
          </RouterLink>
        ))}
      </Stack>
    );
  }
  return (
    <RouteParamsContext.Provider value={page.params}>
      <Suspense fallback={<Spinner />}>
        <page.Page />
      </Suspense>
    </RouteParamsContext.Provider>
  );
}

export function mountStandalone(module: RemoteRoutesModule, extra?: ReactNode): void {
  const queryClient = createQueryClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ForgeUIProvider>
        <QueryClientProvider client={queryClient}>
          <AuthContext.Provider value={SIGNED_OUT}>
            <BrowserRouter>
              <Box minH="100vh">
                {extra}
                <HarnessOutlet module={module} />
              </Box>
            </BrowserRouter>
          </AuthContext.Provider>
        </QueryClientProvider>
      </ForgeUIProvider>
    </StrictMode>,
  );
}
