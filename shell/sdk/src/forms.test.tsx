import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from './api';
import { setServerFieldErrors, useForm, zodResolver } from './forms';

const schema = z.object({ name: z.string().min(2, 'Give a name.'), zip: z.string() });
type Values = z.infer<typeof schema>;

const badRequest = (fields: { field: string; message: string }[]) =>
  new ApiError(400, JSON.stringify({ error: { status: 'invalid-argument', message: 'Check the fields.', details: { fields } } }), 'Bad Request');

describe('forms', () => {
  it('validates with the zod resolver', async () => {
    const { result } = renderHook(() => useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: 'a', zip: '' } }));
    await act(async () => {
      await result.current.trigger();
    });
    expect(result.current.getFieldState('name').error?.message).toBe('Give a name.');
  });

  it("puts the server's field errors on the form's fields, mapped and filtered", () => {
    const { result } = renderHook(() => useForm<Values>({ defaultValues: { name: '', zip: '' } }));
    const error = badRequest([
      { field: 'name', message: 'That name is taken.' },
      { field: 'delivery.zip', message: 'must be a 5-digit ZIP code' },
      { field: 'unknown', message: 'ignored' },
    ]);
    let marked = 0;
    act(() => {
      marked = setServerFieldErrors(result.current.setError, error, (field) => (field === 'delivery.zip' ? 'zip' : field === 'name' ? 'name' : undefined));
    });
    expect(marked).toBe(2);
    expect(result.current.getFieldState('name').error?.message).toBe('That name is taken.');
    expect(result.current.getFieldState('zip').error?.message).toBe('must be a 5-digit ZIP code');
  });

  it('marks nothing for an error without field details', () => {
    const { result } = renderHook(() => useForm<Values>());
    expect(setServerFieldErrors(result.current.setError, new ApiError(503, '', 'Unavailable'))).toBe(0);
    expect(setServerFieldErrors(result.current.setError, new Error('offline'))).toBe(0);
  });
});
