import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, Stack, Text, formErrorMessageOf, fieldErrorsOf } from '@forge/shell-sdk';
import { Honeypot, TextField } from '../../common';
import { useApply, validateApplication, type ApplicationInput } from '../api';

export function ApplyForm({ slug, title }: { slug: string; title: string }) {
  const [values, setValues] = useState<Omit<ApplicationInput, 'website'>>({ name: '', email: '', phone: '', linkedin: '', portfolio: '', coverLetter: '' });
  const [website, setWebsite] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const apply = useApply(slug);
  const errors = { ...fieldErrorsOf(apply.error), ...clientErrors };
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setClientErrors(({ [field]: _removed, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, website };
    const problems = validateApplication(input);
    setClientErrors(problems);
    if (Object.keys(problems).length === 0) apply.mutate(input);
  };

  return (
    <Box as="section" aria-labelledby="apply-heading" id="apply">
      <Heading as="h2" id="apply-heading" size="xl" mb={4}>
        Apply for {title}
      </Heading>
      {apply.isSuccess ? (
        <Text role="status" fontWeight="semibold">
          {apply.data.message}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label={`Apply for ${title}`}>
          <Stack gap={5}>
            {apply.isError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{formErrorMessageOf(apply.error)}</Alert.Description>
              </Alert.Root>
            )}
            <Stack direction={{ base: 'column', md: 'row' }} gap={5}>
              <TextField name="name" label="Full name" value={values.name} onChange={set('name')} error={errors.name} required autoComplete="name" />
              <TextField name="email" type="email" label="Email" value={values.email} onChange={set('email')} error={errors.email} required autoComplete="email" />
            </Stack>
            <Stack direction={{ base: 'column', md: 'row' }} gap={5}>
              <TextField name="linkedin" type="url" label="LinkedIn profile" value={values.linkedin} onChange={set('linkedin')} error={errors.linkedin} placeholder="https://linkedin.com/in/…" />
              <TextField name="portfolio" type="url" label="Portfolio or résumé link" value={values.portfolio} onChange={set('portfolio')} error={errors.portfolio} placeholder="https://…" />
            </Stack>
            <TextField name="phone" type="tel" label="Phone" value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" />
            <TextField name="coverLetter" label="Why Forge, and why this role?" value={values.coverLetter} onChange={set('coverLetter')} error={errors.coverLetter} required multiline rows={7} maxLength={5000} helper="A few paragraphs is plenty" />
            <Honeypot value={website} onChange={setWebsite} />
            <Box>
              <Button type="submit" colorPalette="brand" size="lg" loading={apply.isPending}>
                Submit application
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    </Box>
  );
}
