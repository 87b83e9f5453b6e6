import { useEffect } from 'react';
import { useRuntimeConfig } from '../runtime-config';
import { PageSpinner } from '../federation/RemotePage';

/** /forgot-password opens the identity provider's reset-credentials flow. */
export default function ForgotPasswordPage() {
  const config = useRuntimeConfig();
  useEffect(() => {
    const { url, realm, clientId } = config.keycloak;
    const redirect = encodeURIComponent(`${window.location.origin}/login`);
    window.location.assign(
      `${url}/realms/${realm}/login-actions/reset-credentials?client_id=${clientId}&redirect_uri=${redirect}`,
    );
  }, [config]);
  return <PageSpinner />;
}
