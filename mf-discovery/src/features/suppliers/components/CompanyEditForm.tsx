import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ButtonLink,
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
  errorMessageOf,
  notify,
  paths,
} from '@forge/shell-sdk';
import { Controller, setServerFieldErrors, useForm, zodResolver, type Control, type FieldErrors, type UseFormRegister } from '@forge/shell-sdk/forms';
import { useProcesses } from '../../catalogue';
import { Section, ErrorNotice, Loading } from '../../common';
import { FacetChecklist, type FacetOption } from '../../common';
import { useSupplierOptions, useUpdateSupplier, type Supplier, type SupplierOptions } from '../api';
import { editFormSchema, formFieldOf, formValuesOf, patchOf, type EditFormValues } from '../edit-form';

type TextName = Exclude<keyof EditFormValues, 'capabilities' | 'industries'>;

/** A checklist field (capabilities, industries) with its error under it. */
function ChecklistField({
  name,
  control,
  errors,
  ...checklist
}: {
  name: 'capabilities' | 'industries';
  control: Control<EditFormValues>;
  errors: FieldErrors<EditFormValues>;
  label: string;
  options: FacetOption[];
  initiallyShown: number;
  searchable?: boolean;
}) {
  return (
    <Box>
      <Controller
        control={control}
        name={name}
        render={({ field: { value, onChange } }) => <FacetChecklist {...checklist} selected={value} onChange={onChange} />}
      />
      {errors[name] && (
        <Box color="fg.error" fontSize="sm" mt={2} role="alert">
          {errors[name].message}
        </Box>
      )}
    </Box>
  );
}

function TextField({
  label,
  name,
  register,
  errors,
  helper,
  type = 'text',
  inputMode,
  required,
}: {
  label: string;
  name: TextName;
  register: UseFormRegister<EditFormValues>;
  errors: FieldErrors<EditFormValues>;
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
      <Input type={type} inputMode={inputMode} {...register(name)} />
      {errors[name] ? (
        <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
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

/** Checked here first (react-hook-form with the zod resolver), then by the API, whose field errors land on the same fields. */
function EditForm({ supplier, options }: { supplier: Supplier; options: SupplierOptions }) {
  const navigate = useNavigate();
  const processes = useProcesses();
  const update = useUpdateSupplier(supplier.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<EditFormValues>({ resolver: zodResolver(editFormSchema), defaultValues: formValuesOf(supplier) });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(
    (values) => {
      setFormError(null);
      update.mutate(patchOf(values), {
        onSuccess: () => {
          notify('success', 'Profile saved', 'Buyers see the change in search right away.');
          navigate(paths.company(supplier.id));
        },
        onError: (error) => {
          setServerFieldErrors(setError, error, formFieldOf);
          setFormError(errorMessageOf(error));
        },
      });
    },
    () => setFormError('Please fix the highlighted fields.'),
  );

  const field = { register, errors };
  const description = watch('description');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Edit company profile">
      <Stack gap={6}>
        {formError && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <Section title="Company" id="company">
          <Stack gap={4}>
            <TextField label="Company name" name="name" required {...field} />
            <Field.Root invalid={!!errors.description}>
              <Field.Label>Description</Field.Label>
              <Textarea rows={6} {...register('description')} />
              {errors.description ? (
                <Field.ErrorText>{errors.description.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  What you make, for whom, with which equipment. {description.length}/4000
                </Field.HelperText>
              )}
            </Field.Root>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={4}>
              <Field.Root invalid={!!errors.employeeRange}>
                <Field.Label>Employees</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('employeeRange')}>
                    <option value="">Not given</option>
                    {options.employeeRanges.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {errors.employeeRange && <Field.ErrorText>{errors.employeeRange.message}</Field.ErrorText>}
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
            <ChecklistField
              name="capabilities"
              label="Capabilities"
              searchable
              initiallyShown={12}
              options={(processes.data ?? []).map((p) => ({ value: p.slug, label: p.name }))}
              control={control}
              errors={errors}
            />
            <ChecklistField
              name="industries"
              label="Industries served"
              initiallyShown={options.industries.length}
              options={options.industries}
              control={control}
              errors={errors}
            />
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
          <ButtonLink to={paths.company(supplier.id)} variant="outline">Cancel</ButtonLink>
          <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="Saving…">
            Save changes
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
