import type { UseQueryOptions } from '@tanstack/react-query';
import { apiRequest, useQuery } from '@forge/shell-sdk';
import type { z } from 'zod';

export class ContractError extends Error {
  constructor(path: string, issues: string) {
    super(`The server answered ${path} in an unexpected shape: ${issues}`);
    this.name = 'ContractError';
  }
}

/** GETs an API path and validates the answer against its zod schema, so a contract drift fails loudly. */
export async function getParsed<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const body = await apiRequest<unknown>('GET', path);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ContractError(
      path,
      result.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; '),
    );
  }
  return result.data;
}

/** A query keyed by its API path (the shell's convention), with the answer validated by `schema`. */
export function useApiQuery<S extends z.ZodType>(
  path: string | null,
  schema: S,
  options: Omit<UseQueryOptions<z.infer<S>, Error>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<z.infer<S>, Error>({
    ...options,
    queryKey: [path ?? ''],
    queryFn: () => getParsed(path!, schema),
    enabled: path !== null && options.enabled !== false,
  });
}

/** Builds `/api/...?a=1&b=2&b=3`, skipping empty values. */
export function withQuery(
  path: string,
  query: Record<string, string | number | undefined | null | string[]>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
