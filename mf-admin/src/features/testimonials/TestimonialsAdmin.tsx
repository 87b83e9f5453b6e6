import { useState } from 'react';
import { Badge, Box, Button, Card, Field, Grid, Heading, HStack, IconButton, Input, NativeSelect, Text, Textarea, apiRequest, useMutation, useQueryClient, errorMessageOf } from '@forge/shell-sdk';
import { TestimonialSchema } from '@forge/shell-sdk/admin-contract';
import { DataTable, type Column } from '../../components/DataTable';
import { AdminPage } from '../../components/AdminPage';
import { PrimaryCell } from '../../components/PrimaryCell';
import { useAdminList, useListState, type AdminListSpec } from '../../components/admin-list';
import { choiceFilter } from '../../components/list-filters';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { TESTIMONIAL_BULK } from './bulk-actions';
import type { z } from 'zod';

export const TESTIMONIALS_PATH = '/api/admin/testimonials';
type Testimonial = z.infer<typeof TestimonialSchema>;
// One page holds them all, so the arrows can reorder the whole list.
const PAGE_SIZE = 200;
const TESTIMONIALS_LIST: AdminListSpec = { path: TESTIMONIALS_PATH, label: 'Testimonials', searchLabel: 'Search quote, person or company', csvFileName: 'forge-testimonials.csv', sort: 'order', dir: 'asc', pageSize: PAGE_SIZE };
const FILTERS = [choiceFilter('status', 'Status', 'All statuses', [{ value: 'draft', label: 'Drafts' }, { value: 'approved', label: 'Approved' }, { value: 'unpublished', label: 'Unpublished' }], '44')];

interface FormValues {
  quote: string;
  name: string;
  title: string;
  company: string;
  location: string;
  photoUrl: string;
  rating: string;
}
const EMPTY: FormValues = { quote: '', name: '', title: '', company: '', location: '', photoUrl: '', rating: '' };

function TestimonialForm({ initial, onSaved, onCancel }: { initial: Testimonial | null; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<FormValues>(
    initial ? { ...initial, rating: initial.rating ? String(initial.rating) : '' } : EMPTY,
  );
  const save = useMutation({
    mutationFn: async () => {
      const body = { ...values, rating: values.rating ? Number(values.rating) : null };
      return initial ? apiRequest('PUT', `${TESTIMONIALS_PATH}/${initial.id}`, body) : apiRequest('POST', TESTIMONIALS_PATH, body);
    },
    onSuccess: onSaved,
  });
  const field = (key: keyof FormValues, label: string, required = false) => (
    <Field.Root required={required}>
      <Field.Label>{label}</Field.Label>
      <Input value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
    </Field.Root>
  );
  return (
    <Card.Root variant="outline">
      <Card.Body gap={4}>
        <Heading as="h2" size="md">{initial ? 'Edit testimonial' : 'New testimonial'}</Heading>
        <Field.Root required>
          <Field.Label>Quote</Field.Label>
          <Textarea value={values.quote} rows={3} onChange={(e) => setValues({ ...values, quote: e.target.value })} />
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap={3}>
          {field('name', 'Person', true)}
          {field('title', 'Title')}
          {field('company', 'Company', true)}
          {field('location', 'Location')}
          {field('photoUrl', 'Photo (https link)')}
          <Field.Root>
            <Field.Label>Rating</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.rating} onChange={(e) => setValues({ ...values, rating: e.target.value })}>
                <option value="">No rating</option>
                {[5, 4, 3, 2, 1].map((r) => (
                  <option key={r} value={r}>{'★'.repeat(r)} ({r})</option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
        </Grid>
        {save.isError && <Text color="fg.error" role="alert">{errorMessageOf(save.error)}</Text>}
        <HStack gap={3}>
          <Button colorPalette="brand" onClick={() => save.mutate()} loading={save.isPending}>
            {initial ? 'Save changes' : 'Save as draft'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>Cancel</Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

const STATUS_COLOR: Record<Testimonial['status'], string> = { draft: 'gray', approved: 'green', unpublished: 'orange' };

/** /admin/testimonials — create, edit, approve, unpublish and order; the public pages show only approved ones. */
export function TestimonialsAdmin() {
  const list = useListState(TESTIMONIALS_LIST);
  const client = useQueryClient();
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  const [unpublishing, setUnpublishing] = useState<Testimonial | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = useAdminList(TESTIMONIALS_PATH, TestimonialSchema, list.state, PAGE_SIZE).data?.items ?? [];
  const refresh = () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(TESTIMONIALS_PATH) || q.queryKey[0] === '/api/testimonials' });
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      await refresh();
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };
  const setStatus = (t: Testimonial, status: Testimonial['status']) => apiRequest('PUT', `${TESTIMONIALS_PATH}/${t.id}/status`, { status });
  const move = (t: Testimonial, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    const from = ids.indexOf(t.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void act(() => apiRequest('POST', `${TESTIMONIALS_PATH}/reorder`, { ids }));
  };
  const ordered = list.state.sort === 'order' && list.state.dir === 'asc' && !list.state.q && !list.state.filters.status;

  const columns: Column<Testimonial>[] = [
    { key: 'order', header: '#', sortKey: 'order', cell: (t) => t.order },
    { key: 'quote', header: 'Quote', minW: '72', cell: (t) => <Text lineClamp={3}>“{t.quote}”</Text> },
    { key: 'person', header: 'Person', sortKey: 'name', cell: (t) => <PrimaryCell title={t.name} detail={[t.title, t.company].filter(Boolean).join(', ')} /> },
    { key: 'rating', header: 'Rating', sortKey: 'rating', cell: (t) => (t.rating ? <span aria-label={`${t.rating} of 5`}>{'★'.repeat(t.rating)}</span> : '—') },
    { key: 'status', header: 'Status', sortKey: 'status', cell: (t) => <Badge colorPalette={STATUS_COLOR[t.status]} variant="subtle">{t.status}</Badge> },
  ];

  return (
    <AdminPage
      title="Testimonials"
      intro="The landing page and /testimonials show approved testimonials only, in this order. New ones start as drafts."
      action={<Button colorPalette="brand" onClick={() => setEditing('new')}>New testimonial</Button>}
    >
      {editing && (
        <TestimonialForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {error && <Text color="fg.error" role="alert">{error}</Text>}
      <DataTable
        spec={TESTIMONIALS_LIST}
        item={TestimonialSchema}
        columns={columns}
        list={list}
        filters={FILTERS}
        bulk={{ actions: TESTIMONIAL_BULK, describe: (t) => `${t.name} (${t.company})` }}
        actions={(t) => (
          <>
            {ordered && (
              <Box display="inline-flex" gap={1}>
                <IconButton size="xs" variant="ghost" aria-label={`Move ${t.name} up`} onClick={() => move(t, -1)}>↑</IconButton>
                <IconButton size="xs" variant="ghost" aria-label={`Move ${t.name} down`} onClick={() => move(t, 1)}>↓</IconButton>
              </Box>
            )}
            <Button size="xs" variant="outline" onClick={() => setEditing(t)}>Edit</Button>
            {t.status === 'approved' ? (
              <Button size="xs" variant="outline" colorPalette="orange" onClick={() => setUnpublishing(t)}>Unpublish</Button>
            ) : (
              <Button size="xs" colorPalette="green" onClick={() => void act(() => setStatus(t, 'approved'))}>Approve</Button>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={unpublishing !== null}
        title="Unpublish this testimonial?"
        confirmLabel="Unpublish"
        tone="danger"
        onClose={() => setUnpublishing(null)}
        onConfirm={async () => {
          await setStatus(unpublishing!, 'unpublished');
          await refresh();
        }}
      >
        {unpublishing ? `The quote from ${unpublishing.name} (${unpublishing.company}) leaves the landing page and /testimonials. You can approve it again later.` : ''}
      </ConfirmDialog>
    </AdminPage>
  );
}
