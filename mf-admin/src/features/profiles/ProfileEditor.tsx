import { useEffect, useState, type ComponentType } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Grid, HStack, Link, Skeleton, Stack, Text, paths, errorMessageOf, fieldErrorsOf, formErrorMessageOf } from '@forge/shell-sdk';
import { AdminPage } from '../../components/AdminPage';
import { editorPath, useAdminProfile, useCreateProfile, useProfileChoices, useSaveProfile } from './api';
import { EMPTY_DRAFT, SECTIONS, createInput, draftOf, savedView, sectionChanges, sectionDirty, type ProfileDraft, type Section } from './draft';
import { BasicsFields, CapabilityFields, CertificationFields, ContactFields, FactsFields, LocationFields, PhotoFields, SectionCard, type FieldsProps, type SetDraft } from './ProfileFields';
import { ProfilePreview } from './ProfilePreview';
import { PageAddress } from './PageAddress';

const SECTION_VIEWS: Record<Section, [string, ComponentType<FieldsProps>]> = {
  basics: ['Name and description', BasicsFields],
  location: ['Address', LocationFields],
  capabilities: ['Capabilities', CapabilityFields],
  certifications: ['Certifications', CertificationFields],
  photos: ['Photos', PhotoFields],
  contact: ['Contact', ContactFields],
  facts: ['Company facts', FactsFields],
};

type FieldErrors = Record<string, string>;
/** The fields whose server message a section shows at the field itself (the others are in the sentence above Save). */
const FIELDS_SHOWN: Partial<Record<Section, RegExp>> = { certifications: /^certifications\.\d+\.status$/ };

/** "Please fix the highlighted fields." when every field named is shown at its field; else the server's sentence. */
function sectionErrorOf(section: Section, error: unknown): string {
  const fields = Object.keys(fieldErrorsOf(error));
  const shown = FIELDS_SHOWN[section];
  return shown && fields.length > 0 && fields.every((field) => shown.test(field)) ? formErrorMessageOf(error) : errorMessageOf(error);
}

/** Saves one section of an existing profile; its error stays next to it, and the messages per field go to its fields. */
function SaveSection({ id, section, draft, original, onSaved, onFieldErrors }: { id: string; section: Section; draft: ProfileDraft; original: ProfileDraft; onSaved: (d: ProfileDraft) => void; onFieldErrors: (errors: FieldErrors) => void }) {
  const save = useSaveProfile(id);
  const dirty = sectionDirty(section, draft, original);
  return (
    <Stack gap={2} mt={4}>
      {save.isError && <Text color="fg.error" role="alert" fontSize="sm">{sectionErrorOf(section, save.error)}</Text>}
      <HStack>
        <Button size="sm" colorPalette="brand" disabled={!dirty} loading={save.isPending}
          onClick={() => {
            onFieldErrors({});
            save.mutate(sectionChanges(section, draft, original), { onSuccess: (saved) => onSaved(draftOf(saved)), onError: (error) => onFieldErrors(fieldErrorsOf(error)) });
          }}>
          Save {SECTION_VIEWS[section][0].toLowerCase()}
        </Button>
        {save.isSuccess && !dirty && <Text fontSize="sm" color="fg.muted" role="status">Saved</Text>}
      </HStack>
    </Stack>
  );
}

/** /admin/gcp-profile — `?id=` edits one profile section by section; without an id, creates a new one. */
export function ProfileEditor() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const profile = useAdminProfile(id);
  const choices = useProfileChoices();
  const create = useCreateProfile();
  const [draft, setDraft] = useState<ProfileDraft>(EMPTY_DRAFT);
  const [original, setOriginal] = useState<ProfileDraft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Section, FieldErrors>>>({});

  useEffect(() => {
    if (!id) {
      setDraft(EMPTY_DRAFT);
      setOriginal(null);
    } else if (profile.data && profile.data.id === id) {
      const loaded = draftOf(profile.data);
      setDraft(loaded);
      setOriginal(loaded);
    }
  }, [id, profile.data]);

  const set: SetDraft = (change) => {
    setDraft((d) => ({ ...d, ...change }));
    // a field's message answers the draft that was sent: an edit of its section clears it
    setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([section]) => !Object.keys(change).some((key) => SECTION_KEYS[section as Section].includes(key as keyof ProfileDraft)))));
  };
  const createErrors = create.error ? fieldErrorsOf(create.error) : {};
  // read the profile again: its saves start afresh (their refused answer was about the page as it was)
  const [reloads, setReloads] = useState(0);
  const reload = () => {
    setFieldErrors({});
    setReloads((n) => n + 1);
    void profile.refetch();
  };
  const verifyHref = profile.data ? `/admin/companies?q=${encodeURIComponent(profile.data.slug)}` : '/admin/companies';
  // A saved section becomes the new baseline for that section only; other unsaved sections keep their edits.
  const onSaved = (section: Section) => (saved: ProfileDraft) => {
    setOriginal(saved);
    setDraft((d) => {
      const next = { ...saved };
      for (const other of SECTIONS) if (other !== section && original && sectionDirty(other, d, original)) Object.assign(next, pick(d, other));
      return next;
    });
  };
  const title = id ? (profile.data?.name ?? 'Company profile') : 'New company profile';

  return (
    <AdminPage
      title={title}
      intro={id ? 'Edit any field and save each part on its own; the preview shows the public page as it will look. Every change is in the audit log.' : 'A new supplier company: name, ZIP code, size and at least one capability are needed to list it.'}
    >
      <HStack gap={4} wrap="wrap">
        <Link asChild color="brand.fg" fontSize="sm"><RouterLink to="/admin/gcp-profiles">← All profiles</RouterLink></Link>
        {id && profile.data && <Link asChild color="brand.fg" fontSize="sm"><RouterLink to={paths.company(profile.data.id)}>Open the public page</RouterLink></Link>}
      </HStack>
      {id && profile.isError && (
        <Alert.Root status="error"><Alert.Indicator /><Alert.Content><Alert.Title>Couldn&apos;t load this profile</Alert.Title><Alert.Description>{errorMessageOf(profile.error)}</Alert.Description></Alert.Content></Alert.Root>
      )}
      {id && profile.isPending && <Skeleton h="80" borderRadius="lg" />}
      {(!id || original) && (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={6} alignItems="start">
          <Stack gap={4}>
            {SECTIONS.map((section) => {
              const [label, Fields] = SECTION_VIEWS[section];
              return (
                <SectionCard key={section} title={label} dirty={!!original && sectionDirty(section, draft, original)}
                  footer={id && original ? <SaveSection key={reloads} id={id} section={section} draft={draft} original={original} onSaved={onSaved(section)} onFieldErrors={(errors) => setFieldErrors((all) => ({ ...all, [section]: errors }))} /> : undefined}>
                  <Fields draft={draft} set={set} choices={choices.data} original={original} errors={id ? (fieldErrors[section] ?? {}) : createErrors} verifyHref={verifyHref} onReload={reload} />
                </SectionCard>
              );
            })}
            {id && profile.data && <PageAddress id={id} slug={profile.data.slug} />}
            {!id && (
              <Stack gap={2}>
                {create.isError && <Text color="fg.error" role="alert">{errorMessageOf(create.error)}</Text>}
                <HStack>
                  <Button colorPalette="brand" loading={create.isPending}
                    onClick={() => create.mutate(createInput(draft), { onSuccess: (created) => navigate(editorPath(created.id), { replace: true }) })}>
                    Create profile
                  </Button>
                </HStack>
              </Stack>
            )}
          </Stack>
          <Stack position={{ lg: 'sticky' }} top={{ lg: 4 }}>
            <ProfilePreview draft={savedView(draft, original)} choices={choices.data} verified={profile.data?.verified ?? false} featured={profile.data?.featured ?? false} />
          </Stack>
        </Grid>
      )}
    </AdminPage>
  );
}

/** The draft fields each section owns. */
const SECTION_KEYS: Record<Section, (keyof ProfileDraft)[]> = {
  basics: ['name', 'description'],
  location: ['street', 'city', 'zip'],
  capabilities: ['capabilities'],
  certifications: ['certifications'],
  photos: ['photos'],
  contact: ['email', 'phone', 'website'],
  facts: ['employeeRange', 'yearFounded', 'industries', 'leadMin', 'leadMax', 'minimumOrder'],
};

function pick(d: ProfileDraft, section: Section): Partial<ProfileDraft> {
  return Object.fromEntries(SECTION_KEYS[section].map((k) => [k, d[k]]));
}
