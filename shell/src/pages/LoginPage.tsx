import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@forge/shell-sdk';
import { PageSpinner } from '../federation/RemotePage';
import { takeReturnTo } from '../routing/guards';

/** /login hands over to the identity provider's login page and comes back to where the user was going. */
export default function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    if (auth.status !== 'signed-out') return;
    void auth.login({ redirectTo: from ?? takeReturnTo() ?? '/' });
  }, [auth, from]);

  if (auth.status === 'signed-in') return <Navigate to={from ?? takeReturnTo() ?? '/'} replace />;
  return <PageSpinner />;
}
