import type { Response } from 'express';

const STATUS_NAMES: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  500: 'internal',
  503: 'unavailable',
};

export class HttpError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * Team error shape; `errorMessage` is what Keycloak's Admin REST API puts in its error bodies,
 * so clients written against a real Keycloak read the same text.
 */
export function sendError(res: Response, httpStatus: number, message: string, details?: unknown): void {
  res.status(httpStatus).json({
    error: {
      status: STATUS_NAMES[httpStatus] ?? 'internal',
      message,
      ...(details === undefined ? {} : { details }),
    },
    errorMessage: message,
  });
}
