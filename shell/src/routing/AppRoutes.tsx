import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { guardOf, matchRoute, RouteParamsContext, useAuth, type RemoteEntry } from '@forge/shell-sdk';
import { NavigationPending, PageSpinner, RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { evaluateGuard, rememberReturnTo } from './guards';
import { buildRouteTable, REDIRECTS } from './route-table';
import { ACCOUNT_ROUTES } from '../account/routes';
import { GuardedShellPage } from '../account/GuardedShellPage';

const LoginPage = lazy(() => import('../pages/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage'));

function RemoteOutlet({ table }: { table: ReturnType<typeof buildRouteTable> }) {
  const location = useLocation();
  const auth = useAuth();
  const match = matchRoute(table, location.pathname);
  const outcome = match ? evaluateGuard(guardOf(match.route), auth) : null;
  const wanted = location.pathname + location.search;

  useEffect(() => {
    if (outcome?.kind === 'redirect' && outcome.remember) rememberReturnTo(wanted);
  }, [outcome, wanted]);

  useEffect(() => {
    if (match?.route.title) document.title = match.route.title;
  }, [match?.route.title]);

  // The same element while the route and its parameters stay the same: a sign-in status change (loading, then
  // signed out or in) re-renders only what reads it, not the whole page (a long task on a phone after hydration).
  const remote = match?.route.remote;
  const page = match?.route.page;
  const paramsKey = JSON.stringify(match?.params ?? null);
  const content = useMemo(
    () =>
      remote && page ? (
        <RouteParamsContext.Provider value={JSON.parse(paramsKey) as Record<string, string>}>
          <RemotePage key={`${remote}:${page}`} remote={remote} page={page} />
        </RouteParamsContext.Provider>
      ) : null,
    [remote, page, paramsKey],
  );

  if (!match) return <NotFoundPage />;
  if (outcome?.kind === 'wait') return <PageSpinner />;
  if (outcome?.kind === 'redirect') return <Navigate to={outcome.to} replace state={{ from: wanted }} />;
  return content;
}

/**
 * Navigation renders the next page in the background (a deferred location) while the current one stays on
 * screen with a "Loading..." indicator, and swaps as soon as the next page is ready. Suspending into a freshly
 * shown fallback instead would hold every reveal for React's 300 ms fallback throttle.
 */
export function AppRoutes({ remotes }: { remotes: RemoteEntry[] }) {
  const table = useMemo(() => buildRouteTable(remotes), [remotes]);
  const location = useLocation();
  const deferredLocation = useDeferredValue(location);
  // Only a move to another page is deferred; a query change within the page (filters) applies at once.
  const shownLocation = deferredLocation.pathname === location.pathname ? location : deferredLocation;
  const pending = shownLocation.key !== location.key;
  return (
    <Suspense fallback={<PageSpinner />}>
      {pending && <NavigationPending />}
      <Routes location={shownLocation}>
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        {ACCOUNT_ROUTES.map(({ path, title, guard, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <GuardedShellPage guard={guard} title={title}>
                <Page />
              </GuardedShellPage>
            }
          />
        ))}
        <Route path="*" element={<RemoteOutlet table={table} />} />
      </Routes>
    </Suspense>
  );
}
