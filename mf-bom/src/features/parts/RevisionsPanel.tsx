import { useState } from 'react';
import {
  Button,
  Field,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
  Wrap,
  formatDateTime,
  ErrorAlert,
  OptionSelect,
  SectionCard,
  type PartItem,
  type PartRevision,
} from '@forge/shell-sdk';
import { ActionDialog, ConfirmDialog, DialogActions } from '@forge/shell-sdk/widgets';
import { PART_KINDS } from '@forge/shell-sdk/buying-contract';
import { useEditRevision, useRevisionAction } from './item-api';
import { KIND_NAMES, StateBadge } from './labels';

type DraftForm = Pick<PartRevision, 'name' | 'kind' | 'process' | 'unit' | 'material' | 'description'>;
const formOf = (rev: PartRevision): DraftForm => ({ name: rev.name, kind: rev.kind, process: rev.process, unit: rev.unit, material: rev.material, description: rev.description });

/** The draft's fields; a released revision is frozen, so only a draft gets this form. */
function DraftEditor({ itemId, draft }: { itemId: string; draft: PartRevision }) {
  const [form, setForm] = useState(() => formOf(draft));
  const edit = useEditRevision(itemId, draft.label);
  const change = (key: keyof DraftForm) => (event: { currentTarget: { value: string } }) => setForm({ ...form, [key]: event.currentTarget.value });
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(draft));
  return (
    <Stack
      as="form"
      gap={3}
      aria-label={`Edit revision ${draft.label}`}
      onSubmit={(event) => {
        event.preventDefault();
        edit.mutate({ ...form, process: form.kind === 'custom' ? form.process : '' });
      }}
    >
      <Field.Root>
        <Field.Label>Name</Field.Label>
        <Input value={form.name} onChange={change('name')} />
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <Field.Root>
          <Field.Label>Kind</Field.Label>
          <OptionSelect value={form.kind} onValueChange={(kind) => setForm({ ...form, kind: kind as DraftForm['kind'] })} options={PART_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }))} />
        </Field.Root>
        {form.kind === 'custom' && (
          <Field.Root>
            <Field.Label>Process</Field.Label>
            <Input value={form.process} onChange={change('process')} />
          </Field.Root>
        )}
        <Field.Root>
          <Field.Label>Unit</Field.Label>
          <Input value={form.unit} onChange={change('unit')} />
        </Field.Root>
      </Stack>
      <Field.Root>
        <Field.Label>Material</Field.Label>
        <Input value={form.material} onChange={change('material')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea value={form.description} onChange={change('description')} rows={3} />
      </Field.Root>
      {edit.isError && <ErrorAlert error={edit.error} />}
      {edit.isSuccess && !dirty && <Text fontSize="sm" color="fg.muted" role="status">Saved.</Text>}
      <Button type="submit" size="sm" alignSelf="start" loading={edit.isPending} disabled={!dirty}>
        Save revision {draft.label}
      </Button>
    </Stack>
  );
}

function ReleaseDialog({ itemId, label, open, onClose }: { itemId: string; label: string; open: boolean; onClose: () => void }) {
  const [note, setNote] = useState('');
  const action = useRevisionAction(itemId);
  const close = () => {
    setNote('');
    action.reset();
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={`Release revision ${label}`}
      role="dialog"
      busy={action.isPending}
      footer={<DialogActions onCancel={close} confirmLabel="Release" onConfirm={() => action.mutate({ kind: 'release', label, note }, { onSuccess: close })} busy={action.isPending} disabled={!note.trim()} />}
    >
      <Text color="fg.muted" fontSize="sm">
        A released revision is frozen: its fields and lines can no longer change. Changes then go into a new revision.
      </Text>
      <Field.Root required>
        <Field.Label>Release note</Field.Label>
        <Textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} rows={3} placeholder="What this revision is for" />
      </Field.Root>
      {action.isError && <ErrorAlert error={action.error} />}
    </ActionDialog>
  );
}

/** Revisions with state, who released them and why; release, new revision, obsolete; the draft's editor. */
export function RevisionsPanel({ item }: { item: PartItem }) {
  const [releasing, setReleasing] = useState<string | null>(null);
  const [retiring, setRetiring] = useState<string | null>(null);
  const action = useRevisionAction(item.id);
  const draft = item.revisions.find((r) => r.state === 'draft');
  const newest = [...item.revisions].sort((a, b) => b.seq - a.seq);

  return (
    <SectionCard
      title="Revisions"
      action={
        !draft && (
          <Button size="sm" variant="outline" loading={action.isPending && action.variables?.kind === 'new'} onClick={() => action.mutate({ kind: 'new' })}>
            New revision
          </Button>
        )
      }
    >
      <Stack gap={4}>
        {action.isError && <ErrorAlert error={action.error} />}
        <Stack as="ul" listStyleType="none" gap={3} aria-label="Revisions">
          {newest.map((rev) => (
            <Stack as="li" key={rev.id} gap={1} borderWidth="1px" borderRadius="md" p={3}>
              <HStack justify="space-between" gap={2} wrap="wrap">
                <HStack gap={2}>
                  <Text fontWeight="semibold">Revision {rev.label}</Text>
                  <StateBadge state={rev.state} />
                </HStack>
                <Wrap gap={2}>
                  {rev.state === 'draft' && (
                    <Button size="xs" colorPalette="brand" onClick={() => setReleasing(rev.label)}>
                      Release {rev.label}
                    </Button>
                  )}
                  {rev.state !== 'obsolete' && (
                    <Button size="xs" variant="outline" onClick={() => setRetiring(rev.label)}>
                      Mark {rev.label} obsolete
                    </Button>
                  )}
                </Wrap>
              </HStack>
              <Text fontSize="sm">
                {rev.name}
                {rev.children.length > 0 && ` · ${rev.children.length} ${rev.children.length === 1 ? 'line' : 'lines'}`}
              </Text>
              {rev.releasedAt && (
                <Text fontSize="sm" color="fg.muted">
                  Released {formatDateTime(rev.releasedAt)} by {rev.releasedBy}: {rev.releaseNote}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
        {draft ? (
          <DraftEditor key={`${draft.id}-${item.updatedAt}`} itemId={item.id} draft={draft} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No draft: released revisions are frozen. Start a new revision to change this item.
          </Text>
        )}
      </Stack>
      {releasing && <ReleaseDialog itemId={item.id} label={releasing} open onClose={() => setReleasing(null)} />}
      <ConfirmDialog
        open={retiring !== null}
        title={`Mark revision ${retiring ?? ''} obsolete?`}
        confirmLabel="Mark obsolete"
        tone="danger"
        busy={action.isPending}
        onClose={() => setRetiring(null)}
        onConfirm={() => (retiring ? action.mutateAsync({ kind: 'obsolete', label: retiring }) : undefined)}
      >
        An obsolete revision stays in the history but is no longer used in structures or costs.
      </ConfirmDialog>
    </SectionCard>
  );
}
