import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from './app-error.js';

/** Turns any thrown error into the one error shape. Unknown errors are logged and hidden. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = toAppError(err);
    if (appError.code === 'internal') logger.error({ err, path: req.path }, 'unhandled error');
    if (res.headersSent) return;
    res.status(appError.httpStatus).json(appError.toBody());
  };
}

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { type?: string; status?: number; message?: string; code?: string | number; name?: string };
  // body-parser and multer errors carry the client's mistake
  if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE') {
    return new AppError('invalid-argument', 'The request body is too large.');
  }
  if (e?.type === 'entity.parse.failed') return AppError.badRequest('The request body is not valid JSON.');
  if (e?.name === 'MulterError') return AppError.badRequest(`Upload rejected: ${e.message}.`);
  if (e?.name === 'CastError') return AppError.badRequest('An identifier in the request is malformed.');
  if (e?.name === 'MongoServerSelectionError' || e?.name === 'MongoNetworkError') {
    return AppError.unavailable('The database is unavailable. Try again shortly.');
  }
  return new AppError('internal', 'Something went wrong on our side. Try again shortly.');
}

export const notFoundHandler: RequestHandler = (req) => {
  throw AppError.notFound(`No API route matches ${req.method} ${req.path}.`);
};
