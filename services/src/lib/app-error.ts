import { CodedError, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@forge/contract';

export { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@forge/contract';

/** An error the client caused or should know about; anything else is reported as `internal`. */
export class AppError extends CodedError<ErrorCode> {
  override readonly name = 'AppError';

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
