import { Button, HStack, Text } from '@forge/shell-sdk';
import { formatCount } from '../format';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with the position in between; keyboard-usable plain buttons. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap={3} mt={6}>
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
  );
}
