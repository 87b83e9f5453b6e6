import type { Response } from 'express';

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
 * Keycloak's Admin REST API error body: `error` and `errorMessage` are both strings (the human message);
 * validation details go in `errors`, like Keycloak's ErrorRepresentation.
 */
export function sendError(res: Response, httpStatus: number, message: string, details?: unknown): void {
  res.status(httpStatus).json({
    error: message,
    errorMessage: message,
    ...(details === undefined ? {} : { errors: details }),
  });
}
