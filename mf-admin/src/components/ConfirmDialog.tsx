import { useState, type ReactNode } from 'react';
import { Button, Field, Input, Portal, Text, errorMessageOf } from '@forge/shell-sdk';
import { Dialog } from '@forge/shell-sdk/widgets';

interface Props {
  open: boolean;
  title: string;
  /** What will happen, in one or two sentences. */
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** For what cannot be undone: the admin types this word (e.g. the company name) to enable the button. */
  typeToConfirm?: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before an admin action; an irreversible one can require typing a word. Shows the API's error if it fails. */
export function ConfirmDialog({ open, title, children, confirmLabel, tone = 'primary', typeToConfirm, onConfirm, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const blocked = typeToConfirm !== undefined && typed.trim() !== typeToConfirm;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && close()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={4}>
          <Dialog.Content borderRadius="xl">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body color="fg.muted" display="flex" flexDirection="column" gap={3}>
              {children}
              {typeToConfirm !== undefined && (
                <Field.Root>
                  <Field.Label>
                    Type <strong>{typeToConfirm}</strong> to confirm
                  </Field.Label>
                  <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
                </Field.Root>
              )}
              {error && (
                <Text color="fg.error" role="alert">
                  {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} onClick={confirm} loading={busy} disabled={blocked}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
