import { useState } from 'react';
import { Box, Button, Field, Input, Stack, Text, Textarea, errorMessageOf, type AdminMergePlan } from '@forge/shell-sdk';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import type { AdminCompanyView } from './api';
import { useCompanyCandidates, useMerge, useMergePreview } from './merge-api';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the merge will move, as the server computed it (nothing is guessed here). */
function PlanSummary({ plan }: { plan: AdminMergePlan }) {
  const { rfqHistory: h } = plan;
  const rows: [string, string][] = [
    ['RFQ history', `${count(h.rfqs, 'RFQ')}, ${count(h.quotes, 'quote revision')}, ${count(h.messages, 'message')}, ${count(h.downloads, 'file download')}`],
    ['Claims and contacts', `${count(plan.claimLinks, 'claim link')}, ${count(plan.contacts, 'buyer contact')}`],
    ['Featured placements', String(plan.placements)],
    ['Owner afterwards', plan.owner || 'nobody (unclaimed)'],
    ['Capabilities added', plan.capabilitiesAdded.join(', ') || 'none'],
    ['Certifications added', plan.certificationsAdded.join(', ') || 'none'],
    ['Redirects (301)', `${plan.redirects.join(' and ')} → /companies/${plan.keep.slug}`],
  ];
  return (
    <Box as="dl" data-testid="merge-plan" borderWidth="1px" borderRadius="md" p={3} fontSize="sm" color="fg">
      {rows.map(([label, value]) => (
        <Box key={label} display={{ base: 'block', sm: 'flex' }} gap={3} py={0.5}>
          <Text as="dt" fontWeight="semibold" minW={{ sm: '44' }}>{label}</Text>
          <Text as="dd" overflowWrap="anywhere">{value}</Text>
        </Box>
      ))}
    </Box>
  );
}

/**
 * "Merge into…" on a company: the admin searches the company to keep, reads what will move (the server's preview,
 * or its refusal when two different owners claimed them), types the removed company's name and confirms. For good.
 */
export function MergeAction({ company }: { company: AdminCompanyView }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [keep, setKeep] = useState<AdminCompanyView | null>(null);
  const [note, setNote] = useState('');
  const candidates = useCompanyCandidates(open ? q : '', company.id);
  const preview = useMergePreview(open && keep ? keep.id : null, company.id);
  const merge = useMerge();
  const reset = () => {
    setQ('');
    setKeep(null);
    setNote('');
  };
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Merge ${company.name} into another company`}>
        Merge into…
      </Button>
      <ConfirmDialog
        open={open}
        title={`Merge ${company.name} into…`}
        confirmLabel="Merge for good"
        tone="danger"
        typeToConfirm={company.name}
        onConfirm={async () => {
          if (!keep || !preview.data) throw new Error('Choose the company to keep, and read what will move, before merging.');
          await merge.mutateAsync({ keepId: keep.id, removeId: company.id, note });
          reset();
        }}
        onClose={() => {
          reset();
          setOpen(false);
        }}
      >
        {/* scrolls on its own so the confirmation below stays reachable on a phone */}
        <Stack gap={3} maxH={{ base: '40vh', md: '55vh' }} overflowY="auto" pr={1}>
          <Text>
            {company.name} ({company.city}, {company.state}) goes away: its RFQ history, claims and owner move to the company you keep, and its
            page redirects there. This cannot be undone.
          </Text>
          {keep ? (
            <Stack gap={2}>
              <Text color="fg">
                Keep <strong>{keep.name}</strong> ({keep.city}, {keep.state}){' '}
                <Button size="xs" variant="ghost" onClick={() => setKeep(null)}>Change</Button>
              </Text>
              {preview.isPending && <Text fontSize="sm">Reading what will move…</Text>}
              {preview.isError && (
                <Text role="alert" color="red.700" fontSize="sm">{errorMessageOf(preview.error)}</Text>
              )}
              {preview.data && <PlanSummary plan={preview.data} />}
            </Stack>
          ) : (
            <Field.Root>
              <Field.Label>Company to keep</Field.Label>
              <Input value={q} onChange={(event) => setQ(event.target.value)} placeholder="Search by name, city or slug" autoComplete="off" />
              <Stack as="ul" listStyleType="none" gap={1} mt={2} w="full" aria-label="Companies to keep">
                {candidates.data?.map((c) => (
                  <Box as="li" key={c.id}>
                    <Button size="sm" variant="outline" w="full" justifyContent="flex-start" whiteSpace="normal" textAlign="left" h="auto" py={1.5} onClick={() => setKeep(c)}>
                      {c.name} · {c.city}, {c.state}{c.claimed ? ' · claimed' : ''}
                    </Button>
                  </Box>
                ))}
                {candidates.data?.length === 0 && <Text fontSize="sm">No other company matches “{q.trim()}”.</Text>}
              </Stack>
            </Field.Root>
          )}
        </Stack>
        <Field.Root>
          <Field.Label>Note</Field.Label>
          <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={2} placeholder="Why they are the same company" />
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}
