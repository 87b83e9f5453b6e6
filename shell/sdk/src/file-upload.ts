/** Sending a file as multipart with real upload progress, and the mutation that tracks that progress. */
import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiUrl, http } from './api';

/**
 * POSTs one file (form field `file`) to `path`, reporting progress (0..1), and checks the answer against its
 * contract schema. A refused file comes back as a 4xx whose sentence the ApiError carries.
 */
export async function sendFileParsed<S extends z.ZodType>(schema: S, path: string, file: File, onProgress: (fraction: number) => void): Promise<z.infer<S>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await http.post(apiUrl(path), form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? '');
  if (response.status < 200 || response.status >= 300) throw new ApiError(response.status, text, response.statusText);
  return schema.parse(JSON.parse(text));
}

/** A mutation that sends a file, with `progress` (0..1) for a progress bar; progress restarts at 0 on each send. */
export function useFileUploadMutation<Input, Result>(
  send: (input: Input, onProgress: (fraction: number) => void) => Promise<Result>,
  options: Omit<UseMutationOptions<Result, Error, Input>, 'mutationFn'> = {},
) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    ...options,
    mutationFn: (input: Input) => {
      setProgress(0);
      return send(input, setProgress);
    },
  });
  return { ...mutation, progress };
}
