import { useState } from 'react';
import { Box, Button, Field, Grid, Input, NativeSelect, Stack, Text, Wrap, errorMessageOf } from '@forge/shell-sdk';
import { useCompanySearch, useCreatePlacement, useProcessNames, type CompanyChoice } from './api';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Feature a supplier: find it, choose one of its capabilities or its state, the dates and the order. */
export function PlacementForm() {
  const [q, setQ] = useState('');
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const [scope, setScope] = useState<'capability' | 'state'>('capability');
  const [value, setValue] = useState('');
  const [startsAt, setStartsAt] = useState(today());
  const [endsAt, setEndsAt] = useState(inDays(30));
  const [order, setOrder] = useState('1');
  const found = useCompanySearch(company ? '' : q);
  const processes = useProcessNames();
  const create = useCreatePlacement();
  const processName = (slug: string) => processes.data?.find((p) => p.slug === slug)?.name ?? slug;

  const pick = (c: CompanyChoice) => {
    setCompany(c);
    setValue(c.capabilities[0] ?? '');
    setScope('capability');
  };
  const submit = () =>
    company &&
    create.mutate(
      { supplierId: company.id, scope, value: scope === 'state' ? company.state : value, startsAt, endsAt, order: Number(order) },
      { onSuccess: () => { setCompany(null); setQ(''); } },
    );

  return (
    <Box as="section" aria-label="Feature a supplier" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} bg="bg">
      <Text as="h2" fontWeight="semibold" fontSize="lg" mb={3}>Feature a supplier</Text>
      <Stack gap={3}>
        {company ? (
          <Wrap gap={3} align="center">
            <Text fontWeight="semibold">{company.name}</Text>
            <Text color="fg.muted" fontSize="sm">{company.city}, {company.state}</Text>
            <Button size="xs" variant="ghost" onClick={() => setCompany(null)}>Change</Button>
          </Wrap>
        ) : (
          <Stack gap={2}>
            <Input aria-label="Find a supplier" placeholder="Find a supplier by name or city" value={q} onChange={(event) => setQ(event.target.value)} />
            <Wrap gap={2}>
              {(found.data ?? []).map((c) => (
                <Button key={c.id} size="xs" variant="outline" onClick={() => pick(c)}>{c.name} · {c.state}</Button>
              ))}
            </Wrap>
          </Stack>
        )}
        <Grid templateColumns={{ base: '1fr', md: 'repeat(5, minmax(0, 1fr))' }} gap={3} alignItems="end">
          <Field.Root>
            <Field.Label>Featured for</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={scope} onChange={(event) => setScope(event.target.value as 'capability' | 'state')}>
                <option value="capability">A capability</option>
                <option value="state">Its state</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {scope === 'capability' ? (
            <Field.Root>
              <Field.Label>Capability</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={value} onChange={(event) => setValue(event.target.value)}>
                  {(company?.capabilities ?? []).map((slug) => <option key={slug} value={slug}>{processName(slug)}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : (
            <Field.Root>
              <Field.Label>State</Field.Label>
              <Input value={company?.state ?? ''} readOnly />
            </Field.Root>
          )}
          <Field.Root><Field.Label>Starts</Field.Label><Input type="date" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} /></Field.Root>
          <Field.Root><Field.Label>Ends</Field.Label><Input type="date" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} /></Field.Root>
          <Field.Root><Field.Label>Order</Field.Label><Input type="number" min={1} value={order} onChange={(event) => setOrder(event.target.value)} /></Field.Root>
        </Grid>
        {create.isError && <Text color="fg.error" role="alert">{errorMessageOf(create.error)}</Text>}
        <Box>
          <Button colorPalette="brand" disabled={!company} loading={create.isPending} onClick={submit}>Feature supplier</Button>
        </Box>
      </Stack>
    </Box>
  );
}
