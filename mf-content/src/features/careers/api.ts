import { call, useApi, useMutation } from '@forge/shell-sdk';
import { CONTENT_API } from '@forge/shell-sdk/api-contract';
import { EMAIL_PATTERN } from '../common';

export type { Career, CareerSummary } from '@forge/shell-sdk';

export const useCareers = () => useApi(CONTENT_API.listCareers);
export const useCareer = (slug: string) => useApi(CONTENT_API.getCareer, { params: { slug } });

export interface ApplicationInput {
  name: string;
  email: string;
  phone: string;
  linkedin: string;
  portfolio: string;
  coverLetter: string;
  website: string;
}

export function validateApplication(input: ApplicationInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.name.trim()) errors.name = 'Name is required';
  if (!EMAIL_PATTERN.test(input.email.trim())) errors.email = input.email.trim() ? 'Enter a valid email address, like name@company.com' : 'Email is required';
  for (const field of ['linkedin', 'portfolio'] as const) {
    const value = input[field].trim();
    if (value && !/^https?:\/\/\S+$/i.test(value)) errors[field] = 'Must be a web address starting with http:// or https://';
  }
  if (!input.coverLetter.trim()) errors.coverLetter = 'Tell us briefly why you want to join';
  else if (input.coverLetter.length > 5000) errors.coverLetter = 'Must be at most 5000 characters';
  return errors;
}

export const useApply = (slug: string) =>
  useMutation({
    mutationFn: (input: ApplicationInput) =>
      call(CONTENT_API.applyForCareer, {
        params: { slug },
        body: { ...input, name: input.name.trim(), email: input.email.trim(), linkedin: input.linkedin.trim(), portfolio: input.portfolio.trim() },
      }),
  });
