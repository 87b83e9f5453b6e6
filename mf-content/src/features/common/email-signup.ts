import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, formErrorMessageOf } from '@forge/shell-sdk';
import { EMAIL_PATTERN } from './api';

export interface EmailSignupFields {
  email: string;
  /** The honeypot field: people leave it empty. */
  website: string;
}

/**
 * The state of a one-field email signup (the newsletter, a launch notice): the address is checked before `send`,
 * and the server's refusal shows as the email field's message or one sentence.
 */
export function useEmailSignup(send: (fields: EmailSignupFields) => void, sendError: unknown) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? fieldErrorsOf(sendError).email ?? (sendError ? formErrorMessageOf(sendError) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setClientError('Enter a valid email address, like name@company.com');
      return;
    }
    setClientError(null);
    send({ email, website });
  };
  const changeEmail = (value: string) => {
    setEmail(value);
    setClientError(null);
  };
  return { email, changeEmail, website, setWebsite, error, submit };
}
