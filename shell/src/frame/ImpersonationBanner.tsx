import { useEffect, useState } from 'react';
import { Button, call, currentImpersonation, endImpersonation, Flex, Text, impersonationExpired, type ImpersonationGrant } from '@forge/shell-sdk';
import { IMPERSONATION_API } from '@forge/shell-sdk/api-contract';
import { HEADER_OFFSET } from './Header';

function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * On every page while an admin views Forge as a user: who, that it is read-only, and Stop, which ends the grant
 * (audited by the API) and returns to the user's row in /admin/users as the admin.
 */
export function ImpersonationBanner({ navigate = goTo }: { navigate?: (url: string) => void }) {
  // Read after mount: the server's HTML is shared and never shows it.
  const [grant, setGrant] = useState<ImpersonationGrant | null>(null);
  const [stopping, setStopping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setGrant(currentImpersonation()), []);
  if (!grant) return null;

  const stop = async () => {
    setStopping(true);
    // Forgotten first, so the stop request goes out as the admin (a request with the grant may not write).
    endImpersonation();
    try {
      await call(IMPERSONATION_API.stopImpersonation, { params: { grantId: grant.grantId } });
      navigate(`/admin/users?user=${encodeURIComponent(grant.target.uid)}`);
    } catch (reason) {
      setStopping(false);
      setError(`Stopped in this tab, but the server did not record it: ${reason instanceof Error ? reason.message : String(reason)}`);
    }
  };

  return (
    <Flex
      role="status"
      data-testid="impersonation-banner"
      position="sticky"
      top={HEADER_OFFSET}
      zIndex="banner"
      bg="orange.100"
      color="orange.950"
      borderBottomWidth="1px"
      borderColor="orange.300"
      px={{ base: 3, md: 6 }}
      py={2}
      gap={3}
      align="center"
      justify="center"
      wrap="wrap"
      fontSize="sm"
    >
      <Text fontWeight="semibold" minW={0} overflowWrap="anywhere">
        Viewing as {grant.target.name || grant.target.email} — {impersonationExpired(grant) ? 'ended (past its time): press Stop' : 'read-only'}
      </Text>
      <Button size="xs" variant="solid" colorPalette="orange" loading={stopping} disabled={error !== null} onClick={() => void stop()}>
        Stop
      </Button>
      {error && (
        <Text width="full" textAlign="center" color="red.700">
          {error} <Button size="xs" variant="plain" textDecoration="underline" onClick={() => navigate('/admin/users')}>Back to Users</Button>
        </Text>
      )}
    </Flex>
  );
}
