import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ButtonLink, Alert, Box, Button, Card, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea, chakra, call, avatarInitialOf, errorMessageOf, notify, paths, useAuth, type UserProfile } from '@forge/shell-sdk';
import { ME_API } from '@forge/shell-sdk/api-contract';
import { setServerFieldErrors, useForm, zodResolver } from '@forge/shell-sdk/forms';
import { Avatar } from '@forge/shell-sdk/widgets';
import { AccountLayout } from './AccountLayout';
import { DataSharingCard } from './DataSharingCard';
import { NotificationEmailsCard } from './NotificationEmailsCard';
import {
  PHOTO_TYPES,
  changesFromForm,
  formFieldOf,
  formFromProfile,
  photoProblem,
  profileFormSchema,
  readAsDataUrl,
  type ProfileForm,
} from './profile-form';

type TextField = Exclude<keyof ProfileForm, 'sourcingInterests' | 'deliveryZip'>;

const FIELDS: { name: TextField; label: string; autoComplete: string; type?: string; helper?: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'displayName', label: 'Display name', autoComplete: 'nickname', helper: 'Shown in the header. Empty uses the part of your email before the @.' },
  { name: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

/** The photo: checked here (type, 300 KB), sent as a data URL in ME_API.update {photoURL}. */
function PhotoCard({ profile, email }: { profile: UserProfile | null; email: string }) {
  const auth = useAuth();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const photo = profile?.photoURL || auth.user?.photoURL || '';

  const save = async (photoURL: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await call(ME_API.update, { body: { photoURL } });
      await auth.refreshProfile();
      notify('success', photoURL ? 'Photo updated' : 'Photo removed');
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = photoProblem(file);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    try {
      await save(await readAsDataUrl(file));
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Card.Root borderRadius="xl" boxShadow="sm">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={5} align={{ sm: 'center' }}>
          <Avatar.Root size="2xl" bg="brand.500" color="white">
            <Avatar.Fallback fontWeight="bold">{avatarInitialOf({ email })}</Avatar.Fallback>
            {photo ? <Avatar.Image src={photo} alt="Your profile photo" /> : null}
          </Avatar.Root>
          <Stack gap={2} flex="1">
            <Text as="h2" fontWeight="bold" fontSize="lg">
              Profile photo
            </Text>
            <Text fontSize="sm" color="fg.muted" id={`${inputId}-help`}>
              PNG, JPEG, WebP or GIF, up to 300 KB.
            </Text>
            <HStack gap={2} flexWrap="wrap">
              <input
                ref={fileRef}
                id={inputId}
                type="file"
                accept={PHOTO_TYPES.join(',')}
                aria-label="Profile photo file"
                aria-describedby={`${inputId}-help`}
                onChange={(e) => void onFile(e)}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                tabIndex={-1}
                data-testid="photo-input"
              />
              <Button size="sm" colorPalette="brand" loading={busy} onClick={() => fileRef.current?.click()}>
                Upload photo
              </Button>
              {photo && (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => void save('')}>
                  Remove photo
                </Button>
              )}
            </HStack>
            {problem && (
              <Text role="alert" color="red.600" fontSize="sm" data-testid="photo-problem">
                {problem}
              </Text>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /profile/edit: names, company, job title, phone, role-specific fields, and the photo. */
export default function ProfileEditPage() {
  const auth = useAuth();
  const profile = auth.profile;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({ resolver: zodResolver(profileFormSchema), defaultValues: formFromProfile(profile) });
  const [saveError, setSaveError] = useState<string | null>(null);
  const loadedFor = useRef(profile?.uid);

  // The profile may arrive after the page: fill the form once it does.
  useEffect(() => {
    if (profile && loadedFor.current !== profile.uid) {
      loadedFor.current = profile.uid;
      reset(formFromProfile(profile));
    }
  }, [profile, reset]);

  const role = profile?.role ?? 'buyer';
  const buyerFields = role !== 'supplier';

  // The contract's rules are checked before sending; what only the server knows comes back on the same fields.
  const onSubmit = handleSubmit(async (form) => {
    setSaveError(null);
    try {
      await call(ME_API.update, { body: changesFromForm(form, buyerFields) });
      await auth.refreshProfile();
      notify('success', 'Profile saved');
    } catch (error) {
      setServerFieldErrors(setError, error, formFieldOf);
      setSaveError(errorMessageOf(error));
    }
  });

  if (!auth.user) return null;

  return (
    <AccountLayout title="Settings" intro="How you appear to suppliers and the Forge team.">
      <Stack gap={6}>
        <PhotoCard profile={profile} email={auth.user.email} />
        <Card.Root borderRadius="xl" boxShadow="sm">
          <chakra.form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="details-heading">
          <Card.Body>
            <Stack gap={6}>
              <Text as="h2" id="details-heading" fontWeight="bold" fontSize="lg">
                Your details
              </Text>
              {saveError && (
                <Alert.Root status="error" borderRadius="lg" data-testid="save-error">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Your changes were not saved.</Alert.Title>
                    <Alert.Description>{saveError}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                {FIELDS.map((field) => (
                  <Field.Root key={field.name} invalid={Boolean(errors[field.name])}>
                    <Field.Label>{field.label}</Field.Label>
                    <Input
                      type={field.type ?? 'text'}
                      autoComplete={field.autoComplete}
                      maxLength={field.name === 'company' ? 120 : 80}
                      {...register(field.name)}
                    />
                    {errors[field.name] ? (
                      <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
                    ) : field.helper ? (
                      <Field.HelperText>{field.helper}</Field.HelperText>
                    ) : null}
                  </Field.Root>
                ))}
              </SimpleGrid>
              {buyerFields ? (
                <Field.Root invalid={Boolean(errors.sourcingInterests)}>
                  <Field.Label>Sourcing interests</Field.Label>
                  <Textarea
                    rows={3}
                    placeholder="CNC machining, injection molding, PCB assembly"
                    {...register('sourcingInterests')}
                  />
                  {errors.sourcingInterests ? (
                    <Field.ErrorText>{errors.sourcingInterests.message}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>Separate with commas. We use these to suggest suppliers.</Field.HelperText>
                  )}
                </Field.Root>
              ) : null}
              {buyerFields ? (
                <Field.Root invalid={Boolean(errors.deliveryZip)} maxW="xs">
                  <Field.Label>Delivery ZIP</Field.Label>
                  <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('deliveryZip')} />
                  {errors.deliveryZip ? (
                    <Field.ErrorText>{errors.deliveryZip.message}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>Where your parts go: suppliers for your BOMs are ranked by distance to it.</Field.HelperText>
                  )}
                </Field.Root>
              ) : (
                <Box bg="gray.50" borderRadius="lg" p={4}>
                  <Text fontWeight="semibold">Your company page</Text>
                  <Text fontSize="sm" color="fg.muted" mb={3}>
                    Suppliers manage capabilities, certifications and contact details on their company page.
                  </Text>
                  {profile?.supplierCompanyId ? (
                    <ButtonLink to={paths.companyEdit(profile.supplierCompanyId)} size="sm" variant="outline">
                      Edit company page
                    </ButtonLink>
                  ) : (
                    <Text fontSize="sm">No company is linked yet. Claim yours from its page in the directory.</Text>
                  )}
                </Box>
              )}
              <HStack justify="flex-end" gap={3}>
                <ButtonLink to={paths.profile()} variant="ghost">Cancel</ButtonLink>
                <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving">
                  Save changes
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
          </chakra.form>
        </Card.Root>
        <DataSharingCard />
        <NotificationEmailsCard />
      </Stack>
    </AccountLayout>
  );
}
