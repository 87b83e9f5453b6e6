import type { UseQueryOptions } from '@tanstack/react-query';
import { requestParsed, useQuery } from '@forge/shell-sdk';
import type { z } from 'zod';

/** A query keyed by its API path (the shell's convention), with the answer checked against its contract schema. */
export function useApiQuery<S extends z.ZodType>(
  path: string | null,
  schema: S,
  options: Omit<UseQueryOptions<z.infer<S>, Error>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<z.infer<S>, Error>({
    ...options,
    queryKey: [path ?? ''],
    queryFn: () => requestParsed(schema, 'GET', path!),
    enabled: path !== null && options.enabled !== false,
  });
}
