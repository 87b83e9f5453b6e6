import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Button, Heading, Stack, Text, formErrorMessageOf, fieldErrorsOf } from '@forge/shell-sdk';
import { Honeypot, TextField } from '../../common';
import { MESSAGE_MAX, useCreateLead, validateLead, type LeadInput } from '../api';

/** The Contact and Talk-to-Sales form: each submission becomes a lead with the page it came from. */
export function LeadForm({ kind, submitLabel, messageLabel }: { kind: LeadInput['kind']; submitLabel: string; messageLabel: string }) {
  const location = useLocation();
  const [values, setValues] = useState({ name: '', email: '', company: '', phone: '', message: '' });
  const [website, setWebsite] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const create = useCreateLead();
  const errors = { ...fieldErrorsOf(create.error), ...clientErrors };
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setClientErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: LeadInput = { kind, ...values, sourcePage: location.pathname, website };
    const problems = validateLead(input);
    setClientErrors(problems);
    if (Object.keys(problems).length === 0) create.mutate(input);
  };

  if (create.isSuccess) {
    return (
      <Stack gap={3} role="status" aria-live="polite">
        <Heading as="h2" size="xl">
          Message sent
        </Heading>
        <Text>{create.data.message}</Text>
        <Text color="fg.muted">We also emailed you a copy for your records.</Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap={5}>
        {create.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{formErrorMessageOf(create.error)}</Alert.Description>
          </Alert.Root>
        )}
        <Stack direction={{ base: 'column', md: 'row' }} gap={5}>
          <TextField name="name" label="Full name" value={values.name} onChange={set('name')} error={errors.name} required autoComplete="name" />
          <TextField name="email" type="email" label="Work email" value={values.email} onChange={set('email')} error={errors.email} required autoComplete="email" />
        </Stack>
        <Stack direction={{ base: 'column', md: 'row' }} gap={5}>
          <TextField name="company" label="Company" value={values.company} onChange={set('company')} error={errors.company} autoComplete="organization" />
          <TextField name="phone" type="tel" label="Phone" value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" />
        </Stack>
        <TextField name="message" label={messageLabel} value={values.message} onChange={set('message')} error={errors.message} required multiline rows={6} maxLength={MESSAGE_MAX} helper="Part types, quantities and timelines help us answer faster" />
        <Honeypot value={website} onChange={setWebsite} />
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={create.isPending} loadingText="Sending…">
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
