import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ButtonLink, ApiError, Box, Button, Stack, Text, notify, paths, useAuth, useRouteParams, formatDate, usePageMeta } from '@forge/shell-sdk';
import { useClaim, useSubmitClaim } from '../features/claims';

import { PageShell, Section, EmptyState, ErrorNotice, Loading, isClientError, isNotFound } from '../features/common';

// A malformed token gets a 400 from the API; to the visitor it is just an invalid link.
const isBadRequest = (error: unknown) => error instanceof ApiError && error.status === 400;

export default function ClaimPage() {
  const { token = '' } = useRouteParams<{ token: string }>();
  const auth = useAuth();
  const navigate = useNavigate();
  const claim = useClaim(token);
  const submit = useSubmitClaim(token);
  const supplier = claim.data?.supplier;
  usePageMeta(
    supplier ? `Claim ${supplier.name}` : 'Claim your company profile',
    'Claim your company profile on Forge to keep it accurate and answer buyers directly.',
    paths.claim(token),
  );

  if (claim.isPending) return <Loading />;
  if (claim.isError || !supplier) {
    return (
      <PageShell title="Claim your company profile">
        {isNotFound(claim.error) || isBadRequest(claim.error) ? (
          <EmptyState
            title="This claim link is not valid"
            action={
              <ButtonLink to={paths.contact()} variant="outline">Contact us</ButtonLink>
            }
          >
            It may have been mistyped, already used, or replaced by a newer link. Ask us for a new one.
          </EmptyState>
        ) : (
          <ErrorNotice
            error={claim.error}
            title="This claim link cannot be used"
            onRetry={isClientError(claim.error) ? undefined : () => void claim.refetch()}
          />
        )}
      </PageShell>
    );
  }

  const { city, state } = supplier;
  const expires = formatDate(claim.data.expiresAt, { utc: true, fallback: '' });
  const onClaim = () =>
    submit.mutate(undefined, {
      onSuccess: () => {
        // the shell's profile now names this company (its "My company" link); a failed re-read only delays that
        void auth.refreshProfile().catch(() => undefined);
        notify(
          'success',
          `You now manage ${supplier.name}`,
          'Check your profile and fill in anything missing.',
        );
        navigate(paths.companyEdit(supplier.id));
      },
    });

  return (
    <PageShell
      title={`Claim ${supplier.name}`}
      subtitle="Claiming lets you keep this profile accurate and answer buyers directly."
    >
      <Box maxW="2xl">
        <Section>
          <Stack gap={4}>
            <Box>
              <Text fontWeight="semibold" fontSize="lg" color="navy.900">
                {supplier.name}
              </Text>
              {(city || state) && <Text color="fg.muted">{[city, state].filter(Boolean).join(', ')}</Text>}
              <Text fontSize="sm" mt={1}>
                <RouterLink to={paths.company(supplier.id)}>
                  <Text as="span" color="brand.fg">
                    View the public profile
                  </Text>
                </RouterLink>
              </Text>
            </Box>
            {expires && (
              <Text fontSize="sm" color="fg.muted">
                This link works once and expires on {expires}.
              </Text>
            )}
            {submit.isError && <ErrorNotice error={submit.error} title="The claim did not go through" />}
            {auth.status === 'signed-in' ? (
              <Button
                colorPalette="brand"
                size="lg"
                onClick={onClaim}
                loading={submit.isPending}
                loadingText="Claiming…"
                disabled={submit.isSuccess}
              >
                Claim {supplier.name}
              </Button>
            ) : (
              <Stack gap={2}>
                <Text fontSize="sm">
                  Sign in (or create an account) with your work email to claim this company.
                </Text>
                <Button
                  colorPalette="brand"
                  size="lg"
                  onClick={() => void auth.login()}
                  loading={auth.status === 'loading'}
                >
                  Sign in to claim
                </Button>
              </Stack>
            )}
            <Text fontSize="xs" color="fg.muted">
              By claiming you confirm you may act for this company. Claims are recorded and reviewed by Forge.
            </Text>
          </Stack>
        </Section>
      </Box>
    </PageShell>
  );
}
