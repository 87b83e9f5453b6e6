import { call, useMutation } from '@forge/shell-sdk';
import { CONTENT_API } from '@forge/shell-sdk/api-contract';
import { EMAIL_PATTERN } from '../common';

export interface LeadInput {
  kind: 'contact' | 'sales';
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  sourcePage: string;
  website: string;
}

export const MESSAGE_MAX = 5000;

export function validateLead(input: LeadInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.name.trim()) errors.name = 'Name is required';
  else if (input.name.trim().length > 120) errors.name = 'Name must be at most 120 characters';
  if (!input.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(input.email.trim())) errors.email = 'Enter a valid email address, like name@company.com';
  if (input.phone && !/^[+()\d\s.-]*$/.test(input.phone)) errors.phone = 'Phone may contain digits, spaces and + ( ) . - only';
  if (!input.message.trim()) errors.message = 'Message is required';
  else if (input.message.length > MESSAGE_MAX) errors.message = `Message must be at most ${MESSAGE_MAX} characters`;
  return errors;
}

export const useCreateLead = () =>
  useMutation({
    mutationFn: (input: LeadInput) =>
      call(CONTENT_API.createLead, {
        body: { ...input, name: input.name.trim(), email: input.email.trim(), company: input.company.trim(), phone: input.phone.trim() },
      }),
  });
