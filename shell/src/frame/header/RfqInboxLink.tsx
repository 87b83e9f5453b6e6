import { Box, apiPath, paths, useApi, VisuallyHidden } from '@forge/shell-sdk';
import { RFQS_API } from '@forge/shell-sdk/api-contract';
import { InboxIcon } from '../icons';
import { TopLink } from './TopLink';

export const INBOX_COUNTS_PATH = apiPath(RFQS_API.getInboxCounts);
/** The badge refreshes on its own this often (new invitations arrive from other users). */
const REFRESH_MS = 60_000;

/**
 * The supplier's RFQ inbox in the header, with a badge of invitations not opened yet. Shown only to the owner of a
 * claimed company (the counts answer companyId null for everyone else).
 */
export function RfqInboxLink() {
  const counts = useApi(RFQS_API.getInboxCounts, undefined, { refetchInterval: REFRESH_MS, staleTime: 15_000 });
  if (!counts.data?.companyId) return null;
  const unopened = counts.data.unopened;
  return (
    <TopLink to={paths.rfqInbox()} testId="rfq-inbox-link">
      {/* On a phone, an icon beside the bell: the label would push the account menu off the row. */}
      <Box as="span" display={{ base: 'inline-flex', md: 'none' }}>
        <InboxIcon size={20} />
      </Box>
      <Box as="span" srOnly={{ base: true, md: false }}>
        RFQ inbox
      </Box>
      {unopened > 0 && (
        <Box as="span" ms={1.5} minW={5} h={5} px={1.5} borderRadius="full" bg="brand.500" color="white" fontSize="xs" fontWeight="bold" display="inline-flex" alignItems="center" justifyContent="center" data-testid="rfq-inbox-badge">
          {unopened > 99 ? '99+' : unopened}
          <VisuallyHidden>{unopened === 1 ? ' new invitation' : ' new invitations'}</VisuallyHidden>
        </Box>
      )}
    </TopLink>
  );
}
