import { codeForHttpStatus, ERROR_STATUS, ErrorBodySchema } from './errors.js';

describe('codeForHttpStatus (product-spec §8)', () => {
  it('maps HTTP statuses to codes exactly as §8 says', () => {
    expect([200, 400, 401, 403, 404, 409, 429, 499, 500, 501, 503, 504, 418, 0].map(codeForHttpStatus)).toEqual([
      'ok', 'invalid-argument', 'unauthenticated', 'permission-denied', 'not-found', 'aborted',
      'resource-exhausted', 'cancelled', 'internal', 'unimplemented', 'unavailable', 'deadline-exceeded',
      'unknown', 'internal',
    ]);
  });

  it('gives each error code the status that maps back to it', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(codeForHttpStatus(status)).toBe(code);
  });

  it('accepts the one error shape and refuses a code outside it', () => {
    expect(ErrorBodySchema.safeParse({ error: { status: 'not-found', message: 'No such RFQ.' } }).success).toBe(true);
    expect(ErrorBodySchema.safeParse({ error: { status: 'teapot', message: 'x' } }).success).toBe(false);
  });
});
