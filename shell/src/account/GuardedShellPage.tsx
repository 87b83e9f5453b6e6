import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth, type RouteGuard } from '@forge/shell-sdk';
import { PageSpinner } from '../federation/RemotePage';
import { evaluateGuard, rememberReturnTo } from '../routing/guards';

/** A page the shell itself serves, behind the same guard rules as the remotes' routes (§6). */
export function GuardedShellPage({ guard, title, children }: { guard: RouteGuard; title: string; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const outcome = evaluateGuard(guard, auth);
  const wanted = location.pathname + location.search;

  useEffect(() => {
    if (outcome.kind === 'redirect' && outcome.remember) rememberReturnTo(wanted);
  }, [outcome.kind, outcome, wanted]);

  useEffect(() => {
    if (outcome.kind === 'allow') document.title = `${title} — Forge`;
  }, [outcome.kind, title]);

  if (outcome.kind === 'wait') return <PageSpinner />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace state={{ from: wanted }} />;
  return <>{children}</>;
}
