/**
 * The product's modal dialogs: `ActionDialog`, the centred frame (title, body, a row of buttons), and
 * `ConfirmDialog` on top of it, which asks before a change and can require typing a word first.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, Field, Input, Portal, Text, type DialogBodyProps } from '@chakra-ui/react';
import { errorMessageOf } from './client';

interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The buttons, Cancel or Close first. */
  footer: ReactNode;
  /** 'alertdialog' asks before a change; a dialog that shows or collects more is a plain 'dialog'. */
  role?: 'alertdialog' | 'dialog';
  /** Long content: the whole screen on a phone, a large dialog elsewhere, scrolling inside. */
  long?: boolean;
  /** While work is under way, Escape and the backdrop do not close the dialog. */
  busy?: boolean;
  bodyProps?: DialogBodyProps;
}

export function ActionDialog({ open, onClose, title, children, footer, role = 'alertdialog', long = false, busy = false, bodyProps }: ActionDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role={role}
      placement="center"
      {...(long ? { size: { base: 'full', md: 'lg' }, scrollBehavior: 'inside' } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={long ? { base: 0, md: 4 } : 4}>
          <Dialog.Content borderRadius={long ? { base: 0, md: 'xl' } : 'xl'}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap={3} {...bodyProps}>
              {children}
            </Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DialogActionsProps {
  onCancel: () => void;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The action's colour: brand, red for what removes, green for an award. */
  colorPalette?: string;
  /** While the action runs: Cancel is off and the action shows it is loading. */
  busy?: boolean;
  disabled?: boolean;
}

/** A dialog's footer: Cancel, then the action. */
export function DialogActions({ onCancel, confirmLabel, onConfirm, colorPalette = 'brand', busy = false, disabled = false }: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button colorPalette={colorPalette} onClick={onConfirm} loading={busy} disabled={disabled}>
        {confirmLabel}
      </Button>
    </>
  );
}

/** Opens and is named as any ActionDialog. */
interface ConfirmDialogProps extends Pick<ActionDialogProps, 'open' | 'title'> {
  /** What will happen, in one or two sentences (and any field the change needs). */
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** For what cannot be undone: the user types this word (e.g. the company name) to enable the button. */
  typeToConfirm?: string;
  /** Work the caller runs and tracks itself (a mutation's isPending). */
  busy?: boolean;
  /**
   * When it returns a promise, the dialog waits for it: it closes when the promise resolves and shows the error as a
   * sentence when it rejects. Otherwise the caller closes the dialog itself.
   */
  onConfirm: () => unknown;
  onClose: () => void;
}

/** Asks before a change; an irreversible one can require typing a word. */
export function ConfirmDialog({ children, confirmLabel, tone = 'primary', typeToConfirm, busy = false, onConfirm, onClose, ...frame }: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const working = busy || running;
  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setError(null);
    const work = onConfirm();
    if (!(work instanceof Promise)) return;
    setRunning(true);
    try {
      await work;
      close();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setRunning(false);
    }
  };
  const blocked = typeToConfirm !== undefined && typed.trim() !== typeToConfirm;
  return (
    <ActionDialog
      {...frame}
      onClose={close}
      busy={working}
      bodyProps={{ color: 'fg.muted' }}
      footer={
        <DialogActions
          onCancel={close}
          confirmLabel={confirmLabel}
          onConfirm={confirm}
          colorPalette={tone === 'danger' ? 'red' : 'brand'}
          busy={working}
          disabled={blocked}
        />
      }
    >
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
    </ActionDialog>
  );
}
