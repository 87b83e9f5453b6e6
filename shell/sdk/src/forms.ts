/**
 * Forms: react-hook-form with the zod resolver, and the server's field errors put on the same fields. A third shared
 * singleton, `@forge/shell-sdk/forms`, so one copy loads with the first page that has a form (not at first paint).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './client';

export { Controller, useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
export type { Control, FieldErrors, FieldPath, Path, Resolver, SubmitHandler, UseFormRegister, UseFormReturn } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';

/**
 * Puts the server's field errors (`error.details.fields`, as in a 400 from the API) on the form's fields.
 * `fieldFor` maps an API field path ("lines.2.quantity") to the form's field name, or undefined to leave it out;
 * by default the path is the name. Returns how many fields were marked.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldFor: (apiField: string) => Path<T> | undefined = (field) => field as Path<T>,
): number {
  let marked = 0;
  for (const [apiField, message] of Object.entries(fieldErrorsOf(error))) {
    const name = fieldFor(apiField);
    if (!name) continue;
    setError(name, { type: 'server', message });
    marked += 1;
  }
  return marked;
}
