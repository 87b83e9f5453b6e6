import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Input, Text, paths, ErrorAlert } from '@forge/shell-sdk';
import { ActionDialog, DialogActions, Progress } from '@forge/shell-sdk/widgets';
import { useImportStructure } from './item-api';

/** Import an indented BOM (a Level column or 1.2.3 find numbers) as items and assemblies; opens the top assembly. */
export function ImportDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportStructure();
  const navigate = useNavigate();
  const close = () => {
    setOpen(false);
    setFile(null);
    upload.reset();
  };
  const submit = () =>
    file &&
    upload.mutate(file, {
      onSuccess: (result) => {
        close();
        navigate(result.top.length === 1 ? paths.partItem(result.top[0]!) : paths.parts());
      },
    });

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Import BOM
      </Button>
      <ActionDialog
        open={open}
        onClose={close}
        title="Import an indented BOM"
        role="dialog"
        busy={upload.isPending}
        footer={<DialogActions onCancel={close} confirmLabel="Import" onConfirm={submit} busy={upload.isPending} disabled={!file} />}
      >
        <Text color="fg.muted" fontSize="sm">
          A CSV or XLSX file with a Level column (1, 2, 3…) or find numbers like 1.2.3, a part number, a name or description and a
          quantity. Parts you already have are reused; rows without a part number get a generated one to review.
        </Text>
        <Field.Root>
          <Field.Label>BOM file</Field.Label>
          <Input type="file" accept=".csv,.tsv,.txt,.xlsx" p={1} onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
        </Field.Root>
        {upload.isPending && <Progress.Root value={Math.round(upload.progress * 100)} aria-label="Upload progress"><Progress.Track><Progress.Range /></Progress.Track></Progress.Root>}
        {upload.isError && <ErrorAlert error={upload.error} />}
      </ActionDialog>
    </>
  );
}
