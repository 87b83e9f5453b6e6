import { AppError } from './app-error.js';

describe('AppError', () => {
  it('answers each kind of failure with its HTTP status of product-spec §8', () => {
    const statuses = [
      AppError.badRequest('x'),
      AppError.unauthenticated(),
      AppError.forbidden('x'),
      AppError.notFound('x'),
      AppError.conflict('x'),
      AppError.unavailable('x'),
    ].map((e) => [e.code, e.httpStatus]);
    expect(statuses).toEqual([
      ['invalid-argument', 400],
      ['unauthenticated', 401],
      ['permission-denied', 403],
      ['not-found', 404],
      ['aborted', 409],
      ['unavailable', 503],
    ]);
  });

  it('renders the one error shape', () => {
    const error = AppError.badRequest('Radius must be positive.', { field: 'radius' });
    expect(error.httpStatus).toBe(400);
    expect(error.toBody()).toEqual({
      error: { status: 'invalid-argument', message: 'Radius must be positive.', details: { field: 'radius' } },
    });
  });
});
