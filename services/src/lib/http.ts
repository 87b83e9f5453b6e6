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
  if (e?.type === 'charset.unsupported') {
    return AppError.badRequest(`${e.message}. Send JSON as UTF-8 (Content-Type: application/json; charset=utf-8).`);
  }
  if (e?.type === 'encoding.unsupported') {
    return AppError.badRequest(`${e.message}. Send the body uncompressed, or as gzip, deflate or br.`);
  }
  if (err instanceof URIError || (e?.status === 400 && /decode/i.test(e.message ?? ''))) {
    return AppError.badRequest('The URL contains an invalid percent-escape (for example %ff); fix the link and try again.');
  }
  // Any other error that body-parser or the router marks as the client's (4xx): say so instead of a 500.
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && (e as { expose?: boolean }).expose) {
    return AppError.badRequest(e.message ?? 'The request is malformed.');
  }
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
