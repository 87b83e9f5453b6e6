import type { ReactNode } from 'react';
import { Alert, ApiError, Box, Button, Center, HStack, Spinner, Text, errorMessageOf } from '@forge/shell-sdk';

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py={12}>
      <HStack gap={3} role="status" aria-live="polite">
        <Spinner size="md" color="brand.solid" />
        <Text color="fg.muted">{label}</Text>
      </HStack>
    </Center>
  );
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server refused the request itself (bad or unknown input): retrying will not help. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function ErrorNotice({
  error,
  title = 'We could not load this',
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessageOf(error)}</Alert.Description>
      </Box>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      textAlign="center"
      py={12}
      px={6}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="xl"
      bg="white"
    >
      <Text fontWeight="semibold" fontSize="lg" color="navy.900">
        {title}
      </Text>
      {children && (
        <Box mt={2} color="fg.muted" maxW="xl" mx="auto">
          {children}
        </Box>
      )}
      {action && <Box mt={5}>{action}</Box>}
    </Box>
  );
}
