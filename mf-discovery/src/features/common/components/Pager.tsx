import { Button, HStack, Stack, Text, formatCount } from '@forge/shell-sdk';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** The search API pages through at most this many results (deeper pages are refused). */
export const MAX_RESULT_WINDOW = 10_000;

/** Previous / next with the position in between; keyboard-usable plain buttons. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(Math.min(total, MAX_RESULT_WINDOW) / pageSize));
  if (pages <= 1) return null;
  return (
    <Stack as="nav" aria-label="Pagination" align="center" gap={2} mt={6}>
      <HStack justify="center" gap={3}>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ← Previous
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-current="page">
          Page {formatCount(page)} of {formatCount(pages)}
        </Text>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next →
        </Button>
      </HStack>
      {total > MAX_RESULT_WINDOW && page >= pages && (
        <Text fontSize="sm" color="fg.muted">
          Only the first {formatCount(MAX_RESULT_WINDOW)} results can be paged through; add a filter to narrow
          them.
        </Text>
      )}
    </Stack>
  );
}
