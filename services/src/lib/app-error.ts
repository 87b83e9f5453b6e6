/** The error codes of product-spec §8, with the HTTP status each maps to. */
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

/** The one error shape every API answers with. */
export interface ErrorBody {
  error: { status: ErrorCode; message: string; details?: unknown };
}

/** An error the client caused or should know about; anything else is reported as `internal`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get httpStatus(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: { status: this.code, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) },
    };
  }

  static badRequest(message: string, details?: unknown): AppError {
    return new AppError('invalid-argument', message, details);
  }
  static notFound(message: string): AppError {
    return new AppError('not-found', message);
  }
  static unauthenticated(message = 'Sign in to continue: the request has no valid access token.'): AppError {
    return new AppError('unauthenticated', message);
  }
  static forbidden(message: string): AppError {
    return new AppError('permission-denied', message);
  }
  static conflict(message: string, details?: unknown): AppError {
    return new AppError('aborted', message, details);
  }
  static unavailable(message: string): AppError {
    return new AppError('unavailable', message);
  }
}

export function codeForHttpStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  return match ? match[0] : status >= 500 ? 'internal' : 'invalid-argument';
}
