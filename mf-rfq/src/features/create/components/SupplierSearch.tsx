import { useEffect, useState } from 'react';
import { Button, ErrorAlert, Field, HStack, Input, Spinner, Stack, Text } from '@forge/shell-sdk';
import { useSupplierNameSearch, type SupplierHitSummary } from '../api';

/** How long typing must pause before the search is asked (one request per pause, not per key). */
const PAUSE_MS = 300;

interface Props {
  /** Companies already listed in the form (not offered again). */
  listed: string[];
  onAdd: (supplier: SupplierHitSummary) => void;
}

/** "Add a supplier by name": any company in the directory, found through the suppliers search, added to the invitees. */
export function SupplierSearch({ listed, onAdd }: Props) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const search = useSupplierNameSearch(query);
  const asked = query.trim().length >= 2;
  const hits = (search.data ?? []).filter((hit) => !listed.includes(hit.id));
  return (
    <Stack gap={2}>
      <Field.Root>
        <Field.Label>Add a supplier by name</Field.Label>
        <Input type="search" value={text} maxLength={120} placeholder="e.g. Lakeshore Laser" onChange={(e) => setText(e.currentTarget.value)} />
        <Field.HelperText>Any company in the directory, beside the ones matched to your parts.</Field.HelperText>
      </Field.Root>
      {asked && search.isFetching && <Spinner size="sm" aria-label="Searching suppliers" />}
      {asked && search.isError && <ErrorAlert error={search.error} />}
      {asked && search.isSuccess && hits.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No other supplier named like “{query.trim()}”.
        </Text>
      )}
      {hits.length > 0 && (
        <Stack as="ul" listStyleType="none" gap={1} aria-label="Suppliers found">
          {hits.map((hit) => (
            <HStack as="li" key={hit.id} justify="space-between" gap={2} fontSize="sm" borderWidth="1px" borderRadius="md" px={3} py={2}>
              <Stack gap={0} minW={0}>
                <Text fontWeight="semibold" wordBreak="break-word">
                  {hit.name}
                </Text>
                <Text color="fg.muted">{[hit.city, hit.state].filter(Boolean).join(', ')}</Text>
              </Stack>
              <Button size="xs" variant="outline" colorPalette="brand" aria-label={`Add ${hit.name}`} onClick={() => onAdd(hit)}>
                Add
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
