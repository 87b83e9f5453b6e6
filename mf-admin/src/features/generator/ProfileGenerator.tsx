import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Badge, Box, Button, Card, Field, Flex, Grid, Heading, HStack, Input, Link, NativeSelect, ParentCrumb, Stack, Text, Textarea, chakra, paths, errorMessageOf } from '@forge/shell-sdk';
import { useExtractProfile, usePublishProfile, type ExtractedProfile } from './api';
import { segments, type Span } from './highlight';

const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'];

interface Draft {
  name: string;
  city: string;
  state: string;
  zip: string;
  employeeRange: string;
  yearFounded: string;
  description: string;
  capabilities: Set<string>;
  industries: Set<string>;
}

function draftOf(profile: ExtractedProfile, text: string): Draft {
  return {
    name: profile.name?.value ?? '',
    city: profile.city?.value ?? '',
    state: profile.state?.value ?? '',
    zip: profile.suggestedZip ?? '',
    employeeRange: profile.employeeRange?.value ?? '',
    yearFounded: profile.yearFounded ? String(profile.yearFounded.value) : '',
    description: text.replace(/\s+/g, ' ').trim().slice(0, 600),
    capabilities: new Set(profile.capabilities.map((c) => c.slug)),
    industries: new Set(profile.industries.map((c) => c.slug)),
  };
}

/** "From: “words”" under a field; focusing the field marks those words in the text. */
function Source({ evidence }: { evidence: { text: string }[] | undefined }) {
  if (!evidence?.length) return <Text fontSize="xs" color="fg.muted">Not found in the text.</Text>;
  const words = [...new Set(evidence.map((e) => e.text))].slice(0, 3);
  return (
    <Text fontSize="xs" color="fg.muted">
      From: {words.map((w) => `“${w}”`).join(', ')}
    </Text>
  );
}

/** /admin/interactive-generator — paste an About page, capability statement or listing; review, edit, publish. */
export function ProfileGenerator() {
  const [text, setText] = useState('');
  const [readText, setReadText] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const extract = useExtractProfile();
  const publish = usePublishProfile();
  const profile = extract.data;

  const spansByField = useMemo(() => {
    const map = new Map<string, Span[]>();
    if (!profile) return map;
    for (const key of ['name', 'city', 'state', 'employeeRange', 'yearFounded'] as const) map.set(key, profile[key]?.evidence ?? []);
    for (const item of [...profile.capabilities, ...profile.certifications, ...profile.industries]) map.set(item.slug, item.evidence);
    return map;
  }, [profile]);
  const allSpans = useMemo(() => [...spansByField.values()].flat(), [spansByField]);

  const read = async () => {
    publish.reset();
    const result = await extract.mutateAsync(text);
    setReadText(text);
    setDraft(draftOf(result, text));
  };
  const set = (change: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...change } : d));
  const toggle = (key: 'capabilities' | 'industries', slug: string) =>
    setDraft((d) => {
      if (!d) return d;
      const next = new Set(d[key]);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return { ...d, [key]: next };
    });
  const submit = () => {
    if (!draft) return;
    publish.mutate({
      name: draft.name.trim(),
      description: draft.description.trim(),
      address: { city: draft.city.trim(), state: draft.state.trim().toUpperCase(), zip: draft.zip.trim() },
      capabilities: [...draft.capabilities],
      industries: [...draft.industries],
      employeeRange: draft.employeeRange,
      yearFounded: draft.yearFounded ? Number(draft.yearFounded) : null,
    });
  };
  const focus = (key: string) => ({ onFocus: () => setActive(key), onMouseEnter: () => setActive(key) });

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <ParentCrumb to={paths.admin()} label="Admin panel" current="Profile generator" />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Profile generator
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          Paste a company’s About page, capability statement or trade-show listing. Forge reads the name, place, processes
          (mapped to the catalogue), certifications, industries, size and founding year, and marks the words each came from.
          Nothing leaves Forge: no network, no outside model. Review, edit and publish.
        </Text>
      </Stack>

      <Field.Root>
        <Field.Label>Company text</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={8} placeholder="Acme Precision, Inc. is an ISO 9001 certified machine shop in Dayton, Ohio…" bg="bg" />
        <Field.HelperText>Up to 50,000 characters.</Field.HelperText>
      </Field.Root>
      <Flex gap={3} align="center" wrap="wrap">
        <Button onClick={read} loading={extract.isPending} disabled={text.trim().length < 20} colorPalette="brand">
          Read profile
        </Button>
        {extract.isError && <Text color="fg.error" role="alert">{errorMessageOf(extract.error)}</Text>}
      </Flex>

      {profile && draft && (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={6} alignItems="start">
          <Card.Root variant="outline" position={{ lg: 'sticky' }} top={{ lg: 4 }}>
            <Card.Body gap={3}>
              <Heading as="h2" size="md">Source text</Heading>
              <Text fontSize="xs" color="fg.muted">Marked words were read into a field; the field you point at is marked in orange.</Text>
              <Box as="div" data-testid="source-text" whiteSpace="pre-wrap" fontSize="sm" maxH="70vh" overflowY="auto" lineHeight="tall">
                {segments(readText, allSpans, active ? (spansByField.get(active) ?? []) : []).map((s, i) =>
                  s.marked ? (
                    <chakra.mark key={i} bg={s.active ? 'orange.200' : 'yellow.100'} color="inherit" borderRadius="sm" px="1px" data-active={s.active || undefined}>
                      {s.text}
                    </chakra.mark>
                  ) : (
                    <span key={i}>{s.text}</span>
                  ),
                )}
              </Box>
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Body gap={5}>
              <Heading as="h2" size="md">Profile to publish</Heading>
              <Field.Root required {...focus('name')}>
                <Field.Label>Company name</Field.Label>
                <Input value={draft.name} onChange={(e) => set({ name: e.target.value })} />
                <Source evidence={profile.name?.evidence} />
              </Field.Root>
              <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr 1fr' }} gap={3}>
                <Field.Root {...focus('city')}>
                  <Field.Label>City</Field.Label>
                  <Input value={draft.city} onChange={(e) => set({ city: e.target.value })} />
                  <Source evidence={profile.city?.evidence} />
                </Field.Root>
                <Field.Root {...focus('state')}>
                  <Field.Label>State</Field.Label>
                  <Input value={draft.state} maxLength={2} onChange={(e) => set({ state: e.target.value })} />
                  <Source evidence={profile.state?.evidence} />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>ZIP</Field.Label>
                  <Input value={draft.zip} inputMode="numeric" maxLength={5} onChange={(e) => set({ zip: e.target.value })} />
                  <Field.HelperText>{profile.suggestedZip ? 'Suggested from the city; confirm it.' : 'Needed to place the company.'}</Field.HelperText>
                </Field.Root>
              </Grid>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={3}>
                <Field.Root required {...focus('employeeRange')}>
                  <Field.Label>Employees</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={draft.employeeRange} onChange={(e) => set({ employeeRange: e.target.value })}>
                      <option value="">Choose…</option>
                      {EMPLOYEE_RANGES.map((r) => (
                        <option key={r} value={r}>{r}</option>
                      ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                  <Source evidence={profile.employeeRange?.evidence} />
                </Field.Root>
                <Field.Root {...focus('yearFounded')}>
                  <Field.Label>Year founded</Field.Label>
                  <Input value={draft.yearFounded} inputMode="numeric" maxLength={4} onChange={(e) => set({ yearFounded: e.target.value })} />
                  <Source evidence={profile.yearFounded?.evidence} />
                </Field.Root>
              </Grid>

              <CheckList
                legend="Capabilities (catalogue processes)"
                items={profile.capabilities}
                chosen={draft.capabilities}
                onToggle={(slug) => toggle('capabilities', slug)}
                onPoint={setActive}
                empty="No catalogue process was found in the text."
              />
              {profile.unmappedProcessWords.length > 0 && (
                <Text fontSize="xs" color="fg.muted">
                  Also mentioned, too broad for one catalogue process: {[...new Set(profile.unmappedProcessWords.map((w) => `“${w.text}”`))].join(', ')}.
                </Text>
              )}
              <CheckList legend="Industries" items={profile.industries} chosen={draft.industries} onToggle={(slug) => toggle('industries', slug)} onPoint={setActive} empty="No industry was found." />
              <Stack gap={2}>
                <Text fontWeight="medium" fontSize="sm">Certifications</Text>
                {profile.certifications.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">None found.</Text>
                ) : (
                  <HStack gap={2} wrap="wrap">
                    {profile.certifications.map((c) => (
                      <Badge key={c.slug} colorPalette="blue" variant="subtle" onMouseEnter={() => setActive(c.slug)} title={`From: ${c.evidence.map((e) => e.text).join(', ')}`}>
                        {c.label}
                      </Badge>
                    ))}
                  </HStack>
                )}
                <Text fontSize="xs" color="fg.muted">
                  Certifications are listed once their certificate number, registrar and expiry are on file: add them from the company’s profile page after publishing.
                </Text>
              </Stack>
              <Field.Root>
                <Field.Label>Description</Field.Label>
                <Textarea value={draft.description} rows={4} onChange={(e) => set({ description: e.target.value })} />
              </Field.Root>
              {publish.isError && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Description>{errorMessageOf(publish.error)}</Alert.Description>
                </Alert.Root>
              )}
              {publish.data ? (
                <Alert.Root status="success">
                  <Alert.Indicator />
                  <Alert.Description>
                    Published {publish.data.name}.{' '}
                    <Link asChild color="brand.fg">
                      <RouterLink to={paths.company(publish.data.id)}>Open the profile</RouterLink>
                    </Link>
                  </Alert.Description>
                </Alert.Root>
              ) : (
                <Button onClick={submit} loading={publish.isPending} colorPalette="brand" disabled={!draft.name.trim() || !draft.zip.trim() || !draft.employeeRange || draft.capabilities.size === 0}>
                  Publish supplier
                </Button>
              )}
            </Card.Body>
          </Card.Root>
        </Grid>
      )}
    </Stack>
  );
}

function CheckList(props: {
  legend: string;
  items: { slug: string; label: string; evidence: { text: string }[] }[];
  chosen: Set<string>;
  onToggle: (slug: string) => void;
  onPoint: (slug: string) => void;
  empty: string;
}) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={2}>
        {props.legend}
      </Text>
      {props.items.length === 0 && <Text fontSize="sm" color="fg.muted">{props.empty}</Text>}
      <Stack gap={2}>
        {props.items.map((item) => (
          <chakra.label key={item.slug} display="flex" gap={2} alignItems="baseline" fontSize="sm" onMouseEnter={() => props.onPoint(item.slug)} onFocus={() => props.onPoint(item.slug)}>
            <input type="checkbox" checked={props.chosen.has(item.slug)} onChange={() => props.onToggle(item.slug)} />
            <span>
              <Text as="span" fontWeight="medium">{item.label}</Text>{' '}
              <Text as="span" color="fg.muted" fontSize="xs">
                from {[...new Set(item.evidence.map((e) => `“${e.text}”`))].slice(0, 3).join(', ')}
              </Text>
            </span>
          </chakra.label>
        ))}
      </Stack>
    </Box>
  );
}
