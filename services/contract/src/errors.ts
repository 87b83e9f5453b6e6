import { z } from 'zod';

/** The error codes of product-spec §8 the API answers with, and the HTTP status of each. */
export const ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** An error carrying one of the spec's codes and optional details: the services' AppError and the SDK's FunctionsError. */
export class CodedError<Code extends string> extends Error {
  readonly code: Code;
  readonly details: unknown;

  constructor(code: Code, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** A field-level problem in `error.details.fields`: the form field and a sentence for the user. */
export const FieldProblemSchema = z.object({ field: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof FieldProblemSchema>;

/** The one error shape every API answers with. */
export const ErrorBodySchema = z.object({
  error: z.object({
    status: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The callable-function codes (product-spec §8), a superset of the API's codes. */
export const FUNCTIONS_ERROR_CODES = [
  'ok', 'cancelled', 'unknown', 'invalid-argument', 'deadline-exceeded', 'not-found', 'already-exists',
  'permission-denied', 'resource-exhausted', 'failed-precondition', 'aborted', 'out-of-range', 'unimplemented',
  'internal', 'unavailable', 'data-loss', 'unauthenticated',
] as const;
export type FunctionsErrorCode = (typeof FUNCTIONS_ERROR_CODES)[number];

/** Product-spec §8: HTTP status to code; 2xx is `ok`, a network failure (0) `internal`, anything unlisted `unknown`. */
export function codeForHttpStatus(status: number): FunctionsErrorCode {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 0) return 'internal';
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  return match ? match[0] : 'unknown';
}
