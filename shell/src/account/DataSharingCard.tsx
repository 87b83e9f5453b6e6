import { useState, type ChangeEvent } from 'react';
import { Card, HStack, Stack, Text, chakra, call, errorMessageOf, notify, useAuth } from '@forge/shell-sdk';
import { ME_API } from '@forge/shell-sdk/api-contract';

/**
 * Consent for BOM corrections: when on, the user's corrections of line kinds and processes may train the shared
 * classifier. Their own corrections always apply to their own later uploads, whatever this says.
 */
export function DataSharingCard() {
  const auth = useAuth();
  const [saving, setSaving] = useState(false);
  const sharing = auth.profile?.shareCorrections ?? false;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const shareCorrections = event.target.checked;
    setSaving(true);
    try {
      await call(ME_API.update, { body: { shareCorrections } });
      await auth.refreshProfile();
      notify('success', shareCorrections ? 'Your BOM corrections will help train Forge’s classifier' : 'Your BOM corrections are no longer shared');
    } catch (error) {
      notify('error', errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root borderRadius="xl" boxShadow="sm">
      <Card.Body>
        <Stack gap={3}>
          <Text as="h2" fontWeight="bold" fontSize="lg" id="data-sharing-heading">
            BOM corrections
          </Text>
          <HStack as="label" align="flex-start" gap={3} cursor="pointer">
            <chakra.input
              type="checkbox"
              name="shareCorrections"
              checked={sharing}
              disabled={saving || !auth.profile}
              onChange={(e: ChangeEvent<HTMLInputElement>) => void onChange(e)}
              mt={1}
              boxSize={5}
              accentColor="brand.600"
              aria-describedby="data-sharing-help"
            />
            <Stack gap={1}>
              <Text fontWeight="medium">Let my corrections train Forge’s BOM classifier</Text>
              <Text id="data-sharing-help" fontSize="sm" color="fg.muted">
                When you correct a line’s kind or process, the line’s words and columns (not the file, not your name) may be used to
                retrain the classifier for everyone. Off by default. Your corrections always apply to your own later uploads.
              </Text>
            </Stack>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
