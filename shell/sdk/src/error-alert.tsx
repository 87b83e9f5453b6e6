/** The error banner pages show when a request fails: the error as a human sentence, never a JSON dump. */
import type { ReactNode } from 'react';
import { Alert, type AlertRootProps } from '@chakra-ui/react';
import { errorMessageOf } from './client';

type ErrorAlertProps = Omit<AlertRootProps, 'status' | 'children'> & {
  /** The failed request's error; its message is shown unless `children` says something else. */
  error?: unknown;
  children?: ReactNode;
};

export function ErrorAlert({ error, children, ...rootProps }: ErrorAlertProps) {
  return (
    <Alert.Root status="error" {...rootProps}>
      <Alert.Indicator />
      <Alert.Title>{children ?? errorMessageOf(error)}</Alert.Title>
    </Alert.Root>
  );
}
