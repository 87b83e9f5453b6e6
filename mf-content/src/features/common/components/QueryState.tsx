import type { ReactNode } from 'react';
import { Alert, Center, Spinner, Text, errorMessageOf } from '@forge/shell-sdk';

/** Loading, error and not-found states for pages that read one resource. */
export function QueryState({ isPending, error, children }: { isPending: boolean; error: unknown; children: () => ReactNode }) {
  if (isPending) {
    return (
      <Center py={16} gap={3}>
        <Spinner size="md" />
        <Text>Loading...</Text>
      </Center>
    );
  }
  if (error) {
    return (
      <Alert.Root status="error" my={8}>
        <Alert.Indicator />
        <Alert.Description>{errorMessageOf(error)}</Alert.Description>
      </Alert.Root>
    );
  }
  return <>{children()}</>;
}
