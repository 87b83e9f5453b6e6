import { useState, type ChangeEvent } from 'react';
import {
  Card,
  HStack,
  Stack,
  Text,
  chakra,
  errorMessageOf,
  apiPath,
  call,
  notify,
  useApi,
  useQueryClient,
  type NotificationKind,
} from '@forge/shell-sdk';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from '@forge/shell-sdk/account-contract';
import { NOTIFICATIONS_API } from '@forge/shell-sdk/api-contract';

/** Which notifications are also emailed, per kind. In-app notifications (the bell) are always kept. */
export function NotificationEmailsCard() {
  const client = useQueryClient();
  const prefs = useApi(NOTIFICATIONS_API.getPreferences);
  const [saving, setSaving] = useState<NotificationKind | null>(null);

  const onChange = async (kind: NotificationKind, event: ChangeEvent<HTMLInputElement>) => {
    const on = event.target.checked;
    setSaving(kind);
    try {
      const next = await call(NOTIFICATIONS_API.setPreferences, { body: { email: { [kind]: on } } });
      client.setQueryData([apiPath(NOTIFICATIONS_API.getPreferences)], next);
      notify('success', `${NOTIFICATION_KIND_LABELS[kind]}: ${on ? 'emailed' : 'in Forge only'}`);
    } catch (error) {
      notify('error', errorMessageOf(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card.Root borderRadius="xl" boxShadow="sm" id="notification-emails" data-testid="notification-emails">
      <Card.Body>
        <Stack gap={3}>
          <Text as="h2" fontWeight="bold" fontSize="lg">
            Notification emails
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Every notification appears under the bell in the header. Untick a kind to stop its emails.
          </Text>
          {prefs.isError ? (
            <Text color="red.600" fontSize="sm" role="alert">
              Your email settings could not be loaded: {errorMessageOf(prefs.error)}
            </Text>
          ) : (
            <Stack as="fieldset" gap={2} border={0} p={0} m={0}>
              <chakra.legend srOnly>Email me about</chakra.legend>
              {NOTIFICATION_KINDS.map((kind) => (
                <HStack as="label" key={kind} gap={3} cursor="pointer">
                  <chakra.input
                    type="checkbox"
                    name={`email-${kind}`}
                    checked={prefs.data?.email[kind] ?? true}
                    disabled={!prefs.data || saving !== null}
                    onChange={(e: ChangeEvent<HTMLInputElement>) => void onChange(kind, e)}
                    boxSize={5}
                    accentColor="brand.600"
                  />
                  <Text fontSize="sm">{NOTIFICATION_KIND_LABELS[kind]}</Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
