import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, Input, NativeSelect, HStack, Stack, Text, formErrorMessageOf, fieldErrorsOf } from '@forge/shell-sdk';
import { RadioGroup } from '@forge/shell-sdk/widgets';
import { Honeypot, TextField } from '../../common';
import { DESCRIPTION_MAX, SOURCES, useJoinWaitlist, validateWaitlist, type WaitlistFormValues, type WaitlistResult } from '../api';

const EMPTY: WaitlistFormValues = { email: '', company: '', role: 'buyer', source: '', description: '' };

export function WaitlistForm({ onDone, initialRole = 'buyer' }: { onDone: (result: WaitlistResult) => void; initialRole?: 'buyer' | 'supplier' }) {
  const [values, setValues] = useState<WaitlistFormValues>({ ...EMPTY, role: initialRole });
  const [file, setFile] = useState<File | null>(null);
  const [website, setWebsite] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const join = useJoinWaitlist();
  const serverErrors = fieldErrorsOf(join.error);
  const errors = { ...serverErrors, ...clientErrors };
  const set = (field: keyof WaitlistFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setClientErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateWaitlist(values, file);
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // The server records the §3 waitlist_signup event with the stored entry.
    join.mutate({ values, file, website }, { onSuccess: onDone });
  };

  const showFormError = join.isError && (Object.keys(serverErrors).length === 0 || [429, 503].includes((join.error as { status?: number }).status ?? 0));

  return (
    <form onSubmit={submit} noValidate aria-label="Join the waitlist">
      <Stack gap={5}>
        {showFormError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{formErrorMessageOf(join.error)}</Alert.Description>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.role)}>
          <Field.Label as="span" id="role-label">
            I want to
          </Field.Label>
          <RadioGroup.Root
            value={values.role}
            onValueChange={(e) => e.value && set('role')(e.value)}
            aria-labelledby="role-label"
            colorPalette="brand"
          >
            <HStack gap={6} wrap="wrap">
              <RadioGroup.Item value="buyer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Source parts (buyer)</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="supplier">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Make parts (supplier)</RadioGroup.ItemText>
              </RadioGroup.Item>
            </HStack>
          </RadioGroup.Root>
          {errors.role && <Field.ErrorText>{errors.role}</Field.ErrorText>}
        </Field.Root>
        <Stack direction={{ base: 'column', md: 'row' }} gap={5}>
          <TextField name="email" type="email" label="Work email" value={values.email} onChange={set('email')} error={errors.email} required autoComplete="email" />
          <TextField name="company" label="Company" value={values.company} onChange={set('company')} error={errors.company} required autoComplete="organization" />
        </Stack>
        <Field.Root invalid={Boolean(errors.source)} required>
          <Field.Label>
            How did you hear about Forge?
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="source" value={values.source} onChange={(e) => set('source')(e.currentTarget.value)} bg="white">
              <option value="">Choose one</option>
              {SOURCES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.source && <Field.ErrorText>{errors.source}</Field.ErrorText>}
        </Field.Root>
        <TextField
          name="description"
          label={values.role === 'supplier' ? 'What does your shop make?' : 'What are you looking to source?'}
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          multiline
          maxLength={DESCRIPTION_MAX}
          helper={values.role === 'supplier' ? 'Processes, materials, certifications, capacity' : 'Parts, processes, quantities, timelines'}
        />
        <Field.Root invalid={Boolean(errors.file)}>
          <Field.Label>Bill of materials (optional)</Field.Label>
          <Input
            type="file"
            name="file"
            accept=".csv,.tsv,.xlsx"
            p={1.5}
            bg="white"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setClientErrors(({ file: _removed, ...rest }) => rest);
            }}
          />
          {errors.file ? (
            <Field.ErrorText>{errors.file}</Field.ErrorText>
          ) : (
            <Field.HelperText>CSV, TSV or Excel (.xlsx), up to 10 MB. We match it to suppliers when your account opens.</Field.HelperText>
          )}
        </Field.Root>
        <Honeypot value={website} onChange={setWebsite} />
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={join.isPending} loadingText="Joining…">
            Join the waitlist
          </Button>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          We use your details only to set up your Forge account. See our privacy policy.
        </Text>
      </Stack>
    </form>
  );
}
