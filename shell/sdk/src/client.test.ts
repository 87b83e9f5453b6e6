import { z } from 'zod';
import { ApiError } from './api';
import { errorMessageOf, fieldErrorsOf, formErrorMessageOf, withQuery } from './client';

const apiError = (status: number, body: unknown) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Bad');

describe('client helpers', () => {
  it('turns the error shape into its sentence and its field messages', () => {
    const error = apiError(400, { error: { status: 'invalid-argument', message: 'Check the phone number.', details: { fields: [{ field: 'phone', message: 'must be a phone number' }] } } });
    expect(errorMessageOf(error)).toBe('Check the phone number.');
    expect(fieldErrorsOf(error)).toEqual({ phone: 'must be a phone number' });
  });

  it('never shows a dump: an unreadable answer or a validation failure becomes a sentence', () => {
    expect(errorMessageOf(apiError(502, '<html>bad gateway</html>'))).toBe('Forge had a problem answering. Please try again.');
    const zod = z.object({ field: z.enum(['partNumber']) }).safeParse({ field: 'revision' }).error;
    expect(errorMessageOf(zod)).toMatch(/^Forge sent an answer this page does not understand/);
    expect(errorMessageOf(new Error('[{"code":"invalid_value"}]'))).toBe('Something went wrong. Please try again.');
  });

  it('points a form at its highlighted fields when the answer names them', () => {
    const fields = apiError(400, { error: { status: 'invalid-argument', message: 'Invalid lead: email: must be an email address', details: { fields: [{ field: 'email', message: 'must be an email address' }] } } });
    expect(formErrorMessageOf(fields)).toBe('Please fix the highlighted fields.');
    expect(formErrorMessageOf(apiError(429, { error: { status: 'resource-exhausted', message: 'Slow down.', details: { fields: [{ field: 'email', message: 'x' }] } } }))).toBe('Slow down.');
    expect(formErrorMessageOf(apiError(503, ''))).toBe('Forge is busy right now. Please try again in a moment.');
  });

  it('builds query strings from defined values', () => {
    expect(withQuery('/x', { a: 'b', c: undefined, d: '', n: null, e: ['1', '2'] })).toBe('/x?a=b&e=1&e=2');
  });
});
