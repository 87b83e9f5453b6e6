import { useState } from 'react';
import { Button, Field, HStack, Text, Textarea, errorMessageOf } from '@forge/shell-sdk';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';

/** One action an admin may apply to every selected row; each row goes through the same audited route as its own button. */
export interface BulkAction<Row> {
  label: string;
  /** What the confirmation says will happen to each selected row. */
  explain: string;
  /** A text the admin writes once for all rows (a note, a reason); required when `textRequired`. */
  textLabel?: string;
  textRequired?: boolean;
  tone?: 'primary' | 'danger';
  run: (row: Row, text: string) => Promise<unknown>;
}

interface Props<Row> {
  selected: Row[];
  describe: (row: Row) => string;
  actions: BulkAction<Row>[];
  /** After a run: clears the selection and refreshes the list. */
  onDone: () => Promise<void> | void;
}

/** The bar over a list with rows selected: the actions, a confirmation per action, and what succeeded or failed. */
export function BulkActions<Row>({ selected, describe, actions, onDone }: Props<Row>) {
  const [pending, setPending] = useState<BulkAction<Row> | null>(null);
  const [text, setText] = useState('');
  const [result, setResult] = useState<string | null>(null);
  if (selected.length === 0 && !result) return null;

  const runAll = async (action: BulkAction<Row>) => {
    const failures: string[] = [];
    // one at a time: each write is audited on its own and a refusal (e.g. your own account) stops only its row
    for (const row of selected) {
      try {
        await action.run(row, text.trim());
      } catch (error) {
        failures.push(`${describe(row)}: ${errorMessageOf(error)}`);
      }
    }
    const done = selected.length - failures.length;
    setResult(`${action.label}: ${done} of ${selected.length} done.${failures.length ? ` Not done: ${failures.join('; ')}` : ''}`);
    setText('');
    await onDone();
  };

  return (
    <HStack gap={2} wrap="wrap" p={3} borderWidth="1px" borderRadius="lg" bg="bg.subtle" data-testid="bulk-actions">
      {selected.length > 0 && (
        <>
          <Text fontSize="sm" fontWeight="medium">{selected.length} selected</Text>
          {actions.map((action) => (
            <Button key={action.label} size="xs" variant="outline" colorPalette={action.tone === 'danger' ? 'red' : 'brand'} onClick={() => { setResult(null); setPending(action); }}>
              {action.label}
            </Button>
          ))}
        </>
      )}
      {result && <Text fontSize="sm" role="status" color="fg.muted">{result}</Text>}
      <ConfirmDialog
        open={pending !== null}
        title={`${pending?.label ?? ''}: ${selected.length} selected?`}
        confirmLabel={pending?.label ?? ''}
        tone={pending?.tone ?? 'primary'}
        onConfirm={async () => {
          if (!pending) return;
          if (pending.textRequired && !text.trim()) throw new Error(`${pending.textLabel ?? 'A note'} is required.`);
          await runAll(pending);
        }}
        onClose={() => setPending(null)}
      >
        {pending?.explain} {selected.slice(0, 5).map(describe).join(', ')}{selected.length > 5 ? ` and ${selected.length - 5} more` : ''}.
        {pending?.textLabel && (
          <Field.Root required={pending.textRequired}>
            <Field.Label>{pending.textLabel}</Field.Label>
            <Textarea value={text} maxLength={500} onChange={(event) => setText(event.target.value)} rows={2} />
          </Field.Root>
        )}
      </ConfirmDialog>
    </HStack>
  );
}
