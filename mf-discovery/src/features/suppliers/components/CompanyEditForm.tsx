import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Field,
  Grid,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Textarea,
  notify,
  paths,
} from '@forge/shell-sdk';
import { useProcesses } from '../../catalogue/api';
import { Section } from '../../common/components/PageShell';
import { FacetChecklist } from '../../discover/components/FacetChecklist';
import { ErrorNotice, Loading } from '../../common/components/QueryStatus';
import { useSupplierOptions, useUpdateSupplier, type Supplier, type SupplierOptions } from '../api';
import {
  apiFieldErrors,
  formValuesOf,
  validateEditForm,
  type EditFormValues,
  type FieldErrors,
} from '../edit-form';

function TextField({
  label,
  name,
  values,
  errors,
  onChange,
  helper,
  type = 'text',
  inputMode,
  required,
}: {
  label: string;
  name: keyof EditFormValues;
  values: EditFormValues;
  errors: FieldErrors;
  onChange: (name: keyof EditFormValues, value: string) => void;
  helper?: ReactNode;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url' | 'text';
  required?: boolean;
}) {
  return (
    <Field.Root invalid={!!errors[name]} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        type={type}
        inputMode={inputMode}
        value={values[name] as string}
        onChange={(e) => onChange(name, e.target.value)}
      />
      {errors[name] ? (
        <Field.ErrorText>{errors[name]}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The owner's (or an admin's) form for a supplier profile, once the API has said which choices its fields take. */
export function CompanyEditForm({ supplier }: { supplier: Supplier }) {
  const options = useSupplierOptions();
  if (options.isPending) return <Loading label="Loading the form..." />;
  if (options.isError) {
    return (
      <ErrorNotice
        error={options.error}
        title="The form could not be loaded"
        onRetry={() => void options.refetch()}
      />
    );
  }
  return <EditForm supplier={supplier} options={options.data} />;
}

/** Checked here first, then by the API. */
function EditForm({ supplier, options }: { supplier: Supplier; options: SupplierOptions }) {
  const navigate = useNavigate();
  const processes = useProcesses();
  const update = useUpdateSupplier(supplier.id);
  const [values, setValues] = useState<EditFormValues>(() => formValuesOf(supplier));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof EditFormValues, value: string | string[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEditForm(values);
    if ('errors' in checked) {
      setErrors({ ...checked.errors, form: 'Please fix the highlighted fields.' });
      return;
    }
    setErrors({});
    update.mutate(checked.patch, {
      onSuccess: () => {
        notify('success', 'Profile saved', 'Buyers see the change in search right away.');
        navigate(paths.company(supplier.id));
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  const field = { values, errors, onChange: set };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit company profile">
      <Stack gap={6}>
        {errors.form && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
        <Section title="Company" id="company">
          <Stack gap={4}>
            <TextField label="Company name" name="name" required {...field} />
            <Field.Root invalid={!!errors.description}>
              <Field.Label>Description</Field.Label>
              <Textarea
                rows={6}
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
              />
              {errors.description ? (
                <Field.ErrorText>{errors.description}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  What you make, for whom, with which equipment. {values.description.length}/4000
                </Field.HelperText>
              )}
            </Field.Root>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={4}>
              <Field.Root invalid={!!errors.employeeRange}>
                <Field.Label>Employees</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={values.employeeRange}
                    onChange={(e) => set('employeeRange', e.currentTarget.value)}
                  >
                    <option value="">Not given</option>
                    {options.employeeRanges.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {errors.employeeRange && <Field.ErrorText>{errors.employeeRange}</Field.ErrorText>}
              </Field.Root>
              <TextField label="Year founded" name="yearFounded" inputMode="numeric" {...field} />
              <TextField
                label="Minimum order (USD)"
                name="minimumOrder"
                inputMode="numeric"
                helper="0 for no minimum"
                {...field}
              />
              <TextField label="Lead time from (days)" name="leadMin" inputMode="numeric" {...field} />
              <TextField label="Lead time to (days)" name="leadMax" inputMode="numeric" {...field} />
            </Grid>
          </Stack>
        </Section>
        <Section title="Address" id="address">
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap={4}>
            <TextField label="Street" name="street" {...field} />
            <TextField label="City" name="city" required {...field} />
            <TextField label="ZIP code" name="zip" inputMode="numeric" required {...field} />
          </Grid>
        </Section>
        <Section title="Capabilities and industries" id="capabilities">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={6}>
            <Box>
              <FacetChecklist
                label="Capabilities"
                searchable
                initiallyShown={12}
                options={(processes.data ?? []).map((p) => ({ value: p.slug, label: p.name }))}
                selected={values.capabilities}
                onChange={(list) => set('capabilities', list)}
              />
              {errors.capabilities && (
                <Box color="fg.error" fontSize="sm" mt={2} role="alert">
                  {errors.capabilities}
                </Box>
              )}
            </Box>
            <Box>
              <FacetChecklist
                label="Industries served"
                initiallyShown={options.industries.length}
                options={options.industries}
                selected={values.industries}
                onChange={(list) => set('industries', list)}
              />
              {errors.industries && (
                <Box color="fg.error" fontSize="sm" mt={2} role="alert">
                  {errors.industries}
                </Box>
              )}
            </Box>
          </Grid>
        </Section>
        <Section title="Contact details" id="contact">
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={4}>
            <TextField label="Email" name="email" type="email" inputMode="email" {...field} />
            <TextField label="Phone" name="phone" type="tel" inputMode="tel" {...field} />
            <TextField label="Website" name="website" inputMode="url" {...field} />
          </Grid>
        </Section>
        <HStack justify="flex-end" gap={3}>
          <Button asChild variant="outline">
            <RouterLink to={paths.company(supplier.id)}>Cancel</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="Saving…">
            Save changes
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
