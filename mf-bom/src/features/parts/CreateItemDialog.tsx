import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Input, Stack, paths, ErrorAlert, OptionSelect } from '@forge/shell-sdk';
import { ActionDialog, DialogActions } from '@forge/shell-sdk/widgets';
import { PART_KINDS } from '@forge/shell-sdk/buying-contract';
import { useCreateItem, type ItemCreateInput } from './item-api';
import { KIND_NAMES } from './labels';

const EMPTY = { partNumber: '', name: '', kind: 'standard' as ItemCreateInput['kind'], process: '', unit: 'ea', material: '', revision: 'A' };

/** "New item": a part number (unique per owner; the server names a clash), a name and the basics; revision A is a draft. */
export function CreateItemDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const create = useCreateItem();
  const navigate = useNavigate();
  const close = () => {
    setOpen(false);
    create.reset();
  };
  const change = (key: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => setForm({ ...form, [key]: event.currentTarget.value });
  const submit = () =>
    create.mutate(
      { ...form, process: form.kind === 'custom' ? form.process : '' },
      { onSuccess: ({ item }) => navigate(paths.partItem(item.id)) },
    );

  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
        New item
      </Button>
      <ActionDialog
        open={open}
        onClose={close}
        title="New item"
        role="dialog"
        busy={create.isPending}
        footer={<DialogActions onCancel={close} confirmLabel="Create item" onConfirm={submit} busy={create.isPending} disabled={!form.partNumber.trim() || !form.name.trim()} />}
      >
        <Stack as="form" gap={3} onSubmit={(event) => (event.preventDefault(), submit())}>
          <Field.Root required>
            <Field.Label>Part number</Field.Label>
            <Input value={form.partNumber} onChange={change('partNumber')} autoComplete="off" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input value={form.name} onChange={change('name')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Kind</Field.Label>
            <OptionSelect value={form.kind ?? 'standard'} onValueChange={(kind) => setForm({ ...form, kind: kind as ItemCreateInput['kind'] })} options={PART_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }))} />
          </Field.Root>
          {form.kind === 'custom' && (
            <Field.Root>
              <Field.Label>Process</Field.Label>
              <Input value={form.process} onChange={change('process')} placeholder="CNC machining" />
            </Field.Root>
          )}
          <Stack direction="row" gap={3}>
            <Field.Root>
              <Field.Label>Unit</Field.Label>
              <Input value={form.unit} onChange={change('unit')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>First revision</Field.Label>
              <Input value={form.revision} onChange={change('revision')} />
            </Field.Root>
          </Stack>
          <Field.Root>
            <Field.Label>Material</Field.Label>
            <Input value={form.material} onChange={change('material')} />
          </Field.Root>
          {/* Enter submits from any field. */}
          <button type="submit" hidden />
        </Stack>
        {create.isError && <ErrorAlert error={create.error} />}
      </ActionDialog>
    </>
  );
}
