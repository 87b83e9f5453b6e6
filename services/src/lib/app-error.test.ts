import { AppError, ERROR_STATUS } from './app-error.js';

describe('AppError', () => {
  it('maps every code of product-spec §8 to its HTTP status', () => {
    expect(ERROR_STATUS).toEqual({
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
    });
  });

  it('renders the one error shape', () => {
    const error = AppError.badRequest('Radius must be positive.', { field: 'radius' });
    expect(error.httpStatus).toBe(400);
    expect(error.toBody()).toEqual({
      error: { status: 'invalid-argument', message: 'Radius must be positive.', details: { field: 'radius' } },
    });
  });
});
