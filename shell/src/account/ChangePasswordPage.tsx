import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, List, Stack, Text, useAuth } from '@forge/shell-sdk';
import { AccountLayout } from './AccountLayout';

/** The identity provider's password policy, shown before the user leaves for its form. */
export const PASSWORD_RULES = [
  'At least 8 characters',
  'At least one letter and one digit',
  'Not the same as your email address or username',
];

/**
 * /profile/password: the change happens on the identity provider's own form through Keycloak's
 * application-initiated action (kc_action=UPDATE_PASSWORD via keycloak-js login({action})), then comes back here.
 */
export default function ChangePasswordPage() {
  const auth = useAuth();
  const location = useLocation();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setProblem(null);
    try {
      await auth.login({ action: 'UPDATE_PASSWORD', redirectTo: location.pathname });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The sign-in service could not be reached.');
      setStarting(false);
    }
  };

  return (
    <AccountLayout title="Change password" intro="Keep your account secure with a strong, unique password.">
      <Card.Root borderRadius="xl" boxShadow="sm" maxW="2xl">
        <Card.Body>
          <Stack gap={5}>
            <Text>
              For your security, you change your password on Forge's sign-in page. We'll take you there, ask for your new
              password twice, and bring you back here when it's done. You stay signed in on this device.
            </Text>
            <Box bg="gray.50" borderRadius="lg" p={4}>
              <Text fontWeight="semibold" mb={2} id="password-rules">
                Your new password needs
              </Text>
              <List.Root aria-labelledby="password-rules" gap={1} ps={5}>
                {PASSWORD_RULES.map((rule) => (
                  <List.Item key={rule} fontSize="sm">
                    {rule}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
            {problem && (
              <Alert.Root status="error" borderRadius="lg">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>We couldn't open the password form.</Alert.Title>
                  <Alert.Description>{problem}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Box>
              <Button colorPalette="brand" onClick={() => void start()} loading={starting} loadingText="Opening the password form">
                Change password
              </Button>
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </AccountLayout>
  );
}
