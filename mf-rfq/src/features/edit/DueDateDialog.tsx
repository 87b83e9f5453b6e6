import { useState } from 'react';
import { Button, Field, Input, Stack, Text, notify, formatDay, errorMessageOf } from '@forge/shell-sdk';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { useExtendDueDate, type Rfq } from '../rfqs';

/** The day after `day` (YYYY-MM-DD), the earliest new due date. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The buyer gives an open RFQ more time: a later due date; every invited supplier is told and quoting reopens. */
export function ExtendDueDate({ rfq }: { rfq: Rfq }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(nextDay(rfq.dueDate));
  const [problem, setProblem] = useState<string | null>(null);
  const extend = useExtendDueDate(rfq.id);
  const earliest = nextDay(rfq.dueDate);

  const confirm = () => {
    setProblem(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return setProblem('Choose the new due date.');
    if (value < earliest) return setProblem(`Choose a date after the current due date, ${formatDay(rfq.dueDate)}.`);
    extend.mutate(value, {
      onSuccess: (updated) => {
        setOpen(false);
        notify('success', 'Due date extended', `Quotes are now due ${formatDay(updated.dueDate)}. Every invited supplier was told.`);
      },
      onError: (error) => setProblem(errorMessageOf(error)),
    });
  };

  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setValue(earliest);
          setProblem(null);
          setOpen(true);
        }}
      >
        Extend due date
      </Button>
      <ConfirmDialog open={open} title="Extend the due date" confirmLabel="Extend" busy={extend.isPending} onClose={() => setOpen(false)} onConfirm={confirm}>
        <Stack gap={3}>
          <Text>
            Quotes are due {formatDay(rfq.dueDate)}. A later date reopens quoting until then, reschedules the reminder, and tells every invited supplier.
          </Text>
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label color="fg">New due date</Field.Label>
            <Input type="date" min={earliest} value={value} onChange={(e) => setValue(e.currentTarget.value)} aria-label="New due date" />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
