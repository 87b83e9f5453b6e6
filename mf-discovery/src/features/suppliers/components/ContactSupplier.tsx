import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  notify,
  notifyError,
  useAuth,
} from '@forge/shell-sdk';
import { CONTACT_METHODS, useContactSupplier, type ContactMethod, type Supplier } from '../api';

const METHOD_LABELS: Record<ContactMethod, string> = {
  message: 'Send a message through Forge',
  email: 'Ask them to email me',
  phone: 'Ask them to call me',
};
const MAX_MESSAGE = 4000;

/** The contact action: records the contact with the supplier (and in analytics) and confirms with a toast. */
export function ContactSupplier({ supplier }: { supplier: Pick<Supplier, 'id' | 'name'> }) {
  const auth = useAuth();
  const contact = useContactSupplier(supplier.id);
  const [method, setMethod] = useState<ContactMethod>('message');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (auth.status !== 'signed-in') {
    return (
      <Stack gap={3}>
        <Text fontSize="sm" color="fg.muted">
          Sign in to contact {supplier.name.replace(/\.$/, '')}. They see who you are and reply to your account.
        </Text>
        <Button colorPalette="brand" onClick={() => void auth.login()} loading={auth.status === 'loading'}>
          Sign in to contact
        </Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (method === 'message' && text.length === 0) {
      setError('Write a short message: what you need, quantity and timing.');
      return;
    }
    setError(null);
    contact.mutate(
      { method, ...(text ? { message: text } : {}) },
      {
        // The API records the §3 "supplier contact" event with the contact itself, so it is counted once.
        onSuccess: () => {
          notify('success', `Sent to ${supplier.name}`, 'They usually answer within two business days.');
          setMessage('');
        },
        onError: (err) => notifyError(err, `Could not contact ${supplier.name}`),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Contact ${supplier.name}`}>
      <Stack gap={3}>
        <Field.Root>
          <Field.Label fontSize="sm">How should they reach you?</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value as ContactMethod)}
            >
              {CONTACT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {METHOD_LABELS[m]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={error !== null} required={method === 'message'}>
          <Field.Label fontSize="sm">
            Message
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={message}
            maxLength={MAX_MESSAGE}
            rows={4}
            placeholder="Part, material, quantity, deadline…"
            onChange={(e) => setMessage(e.target.value)}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {message.length}/{MAX_MESSAGE}
            </Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={contact.isPending} loadingText="Sending…">
          Contact {supplier.name}
        </Button>
      </Stack>
    </form>
  );
}
