import { useEffect, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text, errorMessageOf, slugify } from '@forge/shell-sdk';
import { useSaveProfile } from './api';
import { SectionCard } from './ProfileFields';

/**
 * The public page's address (/companies/{slug}). Changing it keeps the old address working: the server answers it
 * with a 301 to the new one (and the change is in the audit log). A slug another company uses is refused (409).
 */
export function PageAddress({ id, slug }: { id: string; slug: string }) {
  const [value, setValue] = useState(slug);
  const save = useSaveProfile(id);
  useEffect(() => setValue(slug), [slug]);
  const next = value.trim();
  const dirty = next !== slug;
  return (
    <SectionCard title="Page address" dirty={dirty}>
      <Stack gap={2}>
        <Field.Root>
          <Field.Label>Slug</Field.Label>
          <Input value={value} onChange={(event) => setValue(event.target.value)} onBlur={() => setValue(slugify(value))} autoComplete="off" />
          <Field.HelperText>/companies/{next || '…'} — the old address keeps redirecting here.</Field.HelperText>
        </Field.Root>
        {save.isError && <Text color="fg.error" role="alert" fontSize="sm">{errorMessageOf(save.error)}</Text>}
        <HStack>
          <Button size="sm" colorPalette="brand" disabled={!dirty || !next} loading={save.isPending} onClick={() => save.mutate({ slug: next })}>
            Save page address
          </Button>
          {save.isSuccess && !dirty && <Text fontSize="sm" color="fg.muted" role="status">Saved</Text>}
        </HStack>
      </Stack>
    </SectionCard>
  );
}
