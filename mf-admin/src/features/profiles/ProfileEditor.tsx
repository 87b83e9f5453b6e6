import { useEffect, useState, type ComponentType } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Grid, HStack, Link, Skeleton, Stack, Text, paths, errorMessageOf } from '@forge/shell-sdk';
import { AdminPage } from '../../components/AdminPage';
import { editorPath, useAdminProfile, useCreateProfile, useProfileChoices, useSaveProfile, type ProfileChoices } from './api';
import { EMPTY_DRAFT, SECTIONS, createInput, draftOf, sectionChanges, sectionDirty, type ProfileDraft, type Section } from './draft';
import { BasicsFields, CapabilityFields, CertificationFields, ContactFields, FactsFields, LocationFields, PhotoFields, SectionCard, type SetDraft } from './ProfileFields';
import { ProfilePreview } from './ProfilePreview';
import { PageAddress } from './PageAddress';

type FieldsProps = { draft: ProfileDraft; set: SetDraft; choices: ProfileChoices | undefined };
const SECTION_VIEWS: Record<Section, [string, ComponentType<FieldsProps>]> = {
  basics: ['Name and description', BasicsFields],
  location: ['Address', LocationFields],
  capabilities: ['Capabilities', CapabilityFields],
  certifications: ['Certifications', CertificationFields],
  photos: ['Photos', PhotoFields],
  contact: ['Contact', ContactFields],
  facts: ['Company facts', FactsFields],
};

/** Saves one section of an existing profile; its error stays next to it. */
function SaveSection({ id, section, draft, original, onSaved }: { id: string; section: Section; draft: ProfileDraft; original: ProfileDraft; onSaved: (d: ProfileDraft) => void }) {
  const save = useSaveProfile(id);
  const dirty = sectionDirty(section, draft, original);
  return (
    <Stack gap={2} mt={4}>
      {save.isError && <Text color="fg.error" role="alert" fontSize="sm">{errorMessageOf(save.error)}</Text>}
      <HStack>
        <Button size="sm" colorPalette="brand" disabled={!dirty} loading={save.isPending}
          onClick={() => save.mutate(sectionChanges(section, draft, original), { onSuccess: (saved) => onSaved(draftOf(saved)) })}>
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

  const set: SetDraft = (change) => setDraft((d) => ({ ...d, ...change }));
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
                  footer={id && original ? <SaveSection id={id} section={section} draft={draft} original={original} onSaved={onSaved(section)} /> : undefined}>
                  <Fields draft={draft} set={set} choices={choices.data} />
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
            <ProfilePreview draft={draft} choices={choices.data} verified={profile.data?.verified ?? false} featured={profile.data?.featured ?? false} />
          </Stack>
        </Grid>
      )}
    </AdminPage>
  );
}

/** The draft fields one section owns. */
function pick(d: ProfileDraft, section: Section): Partial<ProfileDraft> {
  const keys: Record<Section, (keyof ProfileDraft)[]> = {
    basics: ['name', 'description'],
    location: ['street', 'city', 'zip'],
    capabilities: ['capabilities'],
    certifications: ['certifications'],
    photos: ['photos'],
    contact: ['email', 'phone', 'website'],
    facts: ['employeeRange', 'yearFounded', 'industries', 'leadMin', 'leadMax', 'minimumOrder'],
  };
  return Object.fromEntries(keys[section].map((k) => [k, d[k]]));
}
