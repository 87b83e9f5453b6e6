import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  Separator,
  Stack,
  Text,
  Textarea,
  notify,
  notifyError,
  paths,
  useQueryClient,
  ParentCrumb,
  formatDay,
  formatCount,
  plural,
  errorMessageOf,
  errorStatus,
  ErrorAlert,
  useAuth,
} from '@forge/shell-sdk';
import { PageSkeleton } from '../../components/PageSkeleton';
import { setServerFieldErrors, useForm, zodResolver, type Path, type Resolver } from '@forge/shell-sdk/forms';
import { Checkbox } from '@forge/shell-sdk/widgets';
import { dayFromToday } from '../../lib/format';
import { FileIcon } from '../../lib/icons';
import { RFQS_PATH, sendDraft, useEditDraft, useCreateRfq, type Rfq } from '../rfqs';
import { sendRfqFile } from '../files';
import { useBomLines, useBomUpload, useProcessOptions, useSupplier, type ProcessOption } from './api';
import { DrawingsPicker } from './components/DrawingsPicker';
import { ItarCheckbox } from './components/ItarCheckbox';
import { LineItemsEditor } from './components/LineItemsEditor';
import { SupplierPicker, type SupplierCandidate } from './components/SupplierPicker';
import { SupplierSearch } from './components/SupplierSearch';
import {
  blankLine,
  formErrorsOf,
  formPathOf,
  lineFromBom,
  lineIdsFrom,
  messagesByPath,
  rfqDraftSchema,
  suggestedSuppliers,
  toDraftChanges,
  toRequest,
  type RfqDraft,
} from './form';

const DEFAULT_DUE_DAYS = 14;
const SUGGESTIONS_CHECKED = 3;

function Section({ title, description, children, id }: { title: string; description?: string; children: ReactNode; id: string }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id} borderRadius="xl">
      <Card.Body gap={5} p={{ base: 4, md: 6 }}>
        <Stack gap={1}>
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export interface Prefill {
  draft: RfqDraft;
  candidates: SupplierCandidate[];
  source: { uploadId: string; fileName: string } | null;
  notices: string[];
}

/** /create-rfq?upload=&lines=…|supplier= — reads what the query points at, then shows the form prefilled with it. */
export function CreateRfqView() {
  const [params] = useSearchParams();
  const uploadId = params.get('upload');
  const supplierId = params.get('supplier');
  const lineIds = useMemo(() => lineIdsFrom(params), [params]);
  const upload = useBomUpload(uploadId);
  const bomLines = useBomLines(uploadId);
  const supplier = useSupplier(supplierId);
  const processes = useProcessOptions();
  // the buyer's delivery ZIP from the profile, which the BOM's matches were ranked against
  const profileZip = useAuth().profile?.deliveryZip ?? '';

  const loading = (uploadId && (upload.isPending || bomLines.isPending)) || (supplierId && supplier.isPending);
  if (loading) {
    return <PageSkeleton titleWidth="60%" blocks={['48', '32']} />;
  }

  const notices: string[] = [];
  const draft: RfqDraft = { title: '', dueDate: dayFromToday(DEFAULT_DUE_DAYS), zip: profileZip, notes: '', ndaRequired: false, itar: false, lines: [], supplierIds: [] };
  const candidates: SupplierCandidate[] = [];
  let source: Prefill['source'] = null;

  if (uploadId) {
    if (upload.isError || bomLines.isError) {
      notices.push(`We couldn't load the BOM: ${errorMessageOf(upload.error ?? bomLines.error)} Type the line items instead.`);
    } else if (upload.data && bomLines.data) {
      source = { uploadId, fileName: upload.data.fileName };
      const wanted = lineIds.length ? bomLines.data.filter((l) => lineIds.includes(l.id)) : bomLines.data.filter((l) => l.kind === 'custom');
      const missing = lineIds.length - (lineIds.length ? wanted.length : 0);
      if (missing > 0) notices.push(`${plural(missing, 'selected line')} ${missing === 1 ? 'is' : 'are'} no longer in this BOM and ${missing === 1 ? 'was' : 'were'} left out.`);
      else if (wanted.length === 0) notices.push(`${upload.data.fileName} has no custom parts to copy. Type the line items instead.`);
      draft.lines = wanted.map((l) => lineFromBom(l, uploadId, upload.data.fileName));
      draft.title = `Quote for ${upload.data.fileName.replace(/\.[^.]+$/, '')}`.slice(0, 120);
      suggestedSuppliers(wanted).forEach((s, i) => {
        candidates.push({ id: s.id, name: s.name, city: s.city ?? '', state: s.state ?? '', origin: 'suggested' });
        if (i < SUGGESTIONS_CHECKED) draft.supplierIds.push(s.id);
      });
    }
  }
  if (supplierId) {
    if (supplier.isError) {
      notices.push(`We couldn't find that supplier: ${errorMessageOf(supplier.error)}`);
    } else if (supplier.data) {
      const s = supplier.data;
      const known = candidates.findIndex((c) => c.id === s.id);
      if (known >= 0) candidates.splice(known, 1);
      candidates.unshift({ id: s.id, name: s.name, city: s.address?.city ?? '', state: s.address?.state ?? '', origin: 'requested' });
      if (!draft.supplierIds.includes(s.id)) draft.supplierIds.unshift(s.id);
      if (!draft.title) draft.title = `Quote request for ${s.name}`.slice(0, 120);
    }
  }
  if (draft.lines.length === 0) draft.lines = [blankLine()];

  return (
    <RfqForm
      key={params.toString()}
      prefill={{ draft, candidates, source, notices }}
      processes={processes.data ?? []}
    />
  );
}

/** The RFQ form: a new RFQ, or (`editing`) a saved draft changed in place. */
export function RfqForm({ prefill, processes, editing }: { prefill: Prefill; processes: ProcessOption[]; editing?: Rfq | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateRfq();
  const [candidates, setCandidates] = useState<SupplierCandidate[]>(prefill.candidates);
  const [drawings, setDrawings] = useState<File[]>([]);
  /** What the form is doing after the draft exists: attaching a drawing, or sending. */
  const [step, setStep] = useState<string | null>(null);
  const edit = useEditDraft(editing?.id ?? '');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'open' | null>(null);
  const today = dayFromToday(0);
  // react-hook-form holds the draft; the zod resolver checks it (the form's rules, then the contract's schema) on submit.
  const resolver = useMemo(() => zodResolver(rfqDraftSchema(today), undefined, { raw: true }) as unknown as Resolver<RfqDraft>, [today]);
  const { handleSubmit, setValue, setError, watch, formState } = useForm<RfqDraft>({ resolver, defaultValues: prefill.draft });
  const draft = watch() as RfqDraft;
  const errors = formErrorsOf(messagesByPath(formState.errors), draft.lines);

  const set = <K extends keyof RfqDraft>(key: K, value: RfqDraft[K]) => setValue(key as Path<RfqDraft>, value as never);
  const totalQuantity = draft.lines.reduce((sum, l) => sum + (Number(l.quantity) > 0 ? Number(l.quantity) : 0), 0);

  const submit = (status: 'draft' | 'open') =>
    handleSubmit(
      async (checked) => {
        setSubmitError(null);
        setPending(status);
        try {
          if (!editing && drawings.length > 0) {
            await createWithDrawings(checked, status);
            return;
          }
          const rfq = editing ? await edit.mutateAsync({ changes: toDraftChanges(checked, editing), send: status === 'open' }) : await create.mutateAsync(toRequest(checked, status));
          notify('success', status === 'open' ? 'RFQ sent' : editing ? 'Draft updated' : 'Draft saved', `${rfq.title} · ${plural(rfq.lines.length, 'line item')}`);
          navigate(paths.rfq(rfq.id));
        } catch (error) {
          setPending(null);
          // The server's field errors land on the same fields as the form's own.
          if (errorStatus(error) === 400) setServerFieldErrors(setError, error, (field) => formPathOf(field) as Path<RfqDraft> | undefined);
          setSubmitError(errorMessageOf(error));
        }
      },
      () => setSubmitError('Check the highlighted fields.'),
    )();

  /**
   * A new RFQ with drawings: saved as a draft, the drawings attached one by one, then sent. A drawing refused by the
   * server (or a failed send) leaves the draft, unsent, on its page, saying which file and why.
   */
  const createWithDrawings = async (checked: RfqDraft, status: 'draft' | 'open') => {
    const rfq = await create.mutateAsync(toRequest(checked, 'draft'));
    const leave = (error: unknown, title: string) => {
      setStep(null);
      notifyError(error, title);
      navigate(paths.rfq(rfq.id));
    };
    for (const [index, file] of drawings.entries()) {
      setStep(`Attaching ${file.name} (${index + 1} of ${drawings.length})`);
      try {
        await sendRfqFile(rfq.id, file, undefined, () => undefined);
      } catch (error) {
        leave(error, `Draft saved, but "${file.name}" was not attached${status === 'open' ? ' and the RFQ was not sent' : ''}`);
        return;
      }
    }
    let sent = rfq;
    if (status === 'open') {
      setStep('Sending');
      try {
        sent = await sendDraft(rfq.id);
      } catch (error) {
        leave(error, 'Draft saved with its drawings, but it was not sent');
        return;
      }
    }
    await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(RFQS_PATH) });
    notify('success', status === 'open' ? 'RFQ sent' : 'Draft saved', `${sent.title} · ${plural(sent.lines.length, 'line item')} · ${plural(drawings.length, 'drawing')}`);
    navigate(paths.rfq(sent.id));
  };

  const addSupplier = (hit: { id: string; name: string; city: string; state: string }) => {
    setCandidates([...candidates, { ...hit, origin: 'added' }]);
    if (!draft.supplierIds.includes(hit.id)) set('supplierIds', [...draft.supplierIds, hit.id]);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit('open');
      }}
      noValidate
      aria-label="Request for quotes"
    >
      <Stack gap={6}>
        <Stack gap={2}>
          {editing ? <ParentCrumb to={paths.rfq(editing.id)} label={editing.title} current="Edit draft" /> : <ParentCrumb to={paths.rfqManagement()} label="RFQ management" current="New RFQ" />}
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {editing ? 'Edit draft' : 'Request quotes'}
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            {editing
              ? 'Change the draft before you send it. Suppliers see nothing until it is sent; files attached to unchanged lines stay with them.'
              : 'Describe the parts, quantities and due date. Invited suppliers see the request once you send it and quote by the due date.'}
          </Text>
        </Stack>

        {prefill.source && draft.lines.some((l) => l.source) && (
          <HStack gap={3} bg="navy.50" borderWidth="1px" borderColor="navy.100" borderRadius="lg" px={4} py={3} color="navy.800">
            <Box flexShrink={0}>
              <FileIcon />
            </Box>
            <Text fontSize="sm">
              {plural(draft.lines.filter((l) => l.source).length, 'line')} from{' '}
              <Link asChild fontWeight="semibold" color="navy.800" textDecoration="underline">
                <RouterLink to={paths.bomResults(prefill.source.uploadId)}>{prefill.source.fileName}</RouterLink>
              </Link>
              . Part details come from the BOM; adjust the quantities you need.
            </Text>
          </HStack>
        )}
        {prefill.notices.map((notice) => (
          <Alert.Root key={notice} status="warning">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        ))}

        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap={6} alignItems="start">
          <Stack gap={6} minW={0}>
            <Section id="rfq-request" title="Request" description="What suppliers see first.">
              <Field.Root invalid={Boolean(errors.title)} required>
                <Field.Label>
                  Title <Field.RequiredIndicator />
                </Field.Label>
                <Input value={draft.title} maxLength={120} placeholder="e.g. Gripper assembly, prototype run" onChange={(e) => set('title', e.target.value)} />
                {errors.title && <Field.ErrorText>{errors.title}</Field.ErrorText>}
              </Field.Root>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={4}>
                <Field.Root invalid={Boolean(errors.dueDate)} required>
                  <Field.Label>
                    Quotes due by <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="date" min={today} value={draft.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
                  {errors.dueDate ? <Field.ErrorText>{errors.dueDate}</Field.ErrorText> : <Field.HelperText>Suppliers quote until the end of this day.</Field.HelperText>}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.zip)}>
                  <Field.Label>Delivery ZIP code</Field.Label>
                  <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} placeholder="e.g. 44114" value={draft.zip} onChange={(e) => set('zip', e.target.value.replace(/[^\d]/g, ''))} />
                  {errors.zip ? <Field.ErrorText>{errors.zip}</Field.ErrorText> : <Field.HelperText>Helps suppliers price shipping.</Field.HelperText>}
                </Field.Root>
              </Grid>
              <Field.Root invalid={Boolean(errors.notes)}>
                <Field.Label>Notes for suppliers</Field.Label>
                <Textarea
                  rows={4}
                  maxLength={4000}
                  placeholder="Tolerances, finishes, certifications, packaging, target price…"
                  value={draft.notes}
                  onChange={(e) => set('notes', e.target.value)}
                />
                {errors.notes && <Field.ErrorText>{errors.notes}</Field.ErrorText>}
              </Field.Root>
              <Checkbox.Root colorPalette="brand" checked={draft.ndaRequired} onCheckedChange={(d) => set('ndaRequired', Boolean(d.checked))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Suppliers must sign an NDA before seeing drawings</Checkbox.Label>
              </Checkbox.Root>
              <ItarCheckbox checked={draft.itar} onChange={(itar) => set('itar', itar)} />
            </Section>

            <Section id="rfq-lines" title="Line items" description="Each part you want quoted, with the quantity you need.">
              <LineItemsEditor lines={draft.lines} onChange={(lines) => set('lines', lines)} processes={processes} errors={errors} />
            </Section>

            {!editing && (
              <Section id="rfq-drawings" title="Drawings" description="Drawings and models for the whole RFQ; attach files to single lines on the RFQ's page.">
                <DrawingsPicker files={drawings} onChange={setDrawings} disabled={pending !== null} />
              </Section>
            )}
          </Stack>

          <Stack gap={6}>
            <Section id="rfq-suppliers" title="Suppliers" description="Invited suppliers can read the RFQ once it is sent.">
              <SupplierPicker candidates={candidates} selected={draft.supplierIds} onChange={(ids) => set('supplierIds', ids)} error={errors.suppliers} itar={draft.itar}
                selfDeclaredConfirmed={Boolean(draft.itarSelfDeclaredConfirmed)} onSelfDeclaredConfirmedChange={(confirmed) => set('itarSelfDeclaredConfirmed', confirmed)} />
              <SupplierSearch listed={candidates.map((c) => c.id)} onAdd={addSupplier} />
            </Section>

            {/* Wide screens show the actions first, beside the form; phones reach them after the suppliers. */}
            <Card.Root variant="elevated" borderRadius="xl" borderTopWidth="4px" borderTopColor="brand.500" order={{ base: 1, lg: -1 }}>
              <Card.Body gap={4} p={{ base: 4, md: 6 }}>
                <Heading as="h2" size="md">
                  Summary
                </Heading>
                <Stack as="dl" gap={2} fontSize="sm">
                  <SummaryRow label="Line items">{formatCount(draft.lines.length)}</SummaryRow>
                  <SummaryRow label="Total quantity">{formatCount(totalQuantity)}</SummaryRow>
                  <SummaryRow label="Suppliers invited">{formatCount(draft.supplierIds.length)}</SummaryRow>
                  <SummaryRow label="Quotes due">{/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate) ? formatDay(draft.dueDate) : '—'}</SummaryRow>
                </Stack>
                <Separator />
                {submitError && <ErrorAlert role="alert">{submitError}</ErrorAlert>}
                {step && (
                  <Text fontSize="sm" color="fg.muted" role="status">
                    {step}…
                  </Text>
                )}
                <Stack gap={2}>
                  <Button type="submit" colorPalette="brand" size="lg" loading={pending === 'open'} disabled={pending !== null}>
                    {editing ? 'Save and send' : 'Send RFQ'}
                  </Button>
                  <Button variant="outline" onClick={() => void submit('draft')} loading={pending === 'draft'} disabled={pending !== null}>
                    {editing ? 'Save draft' : 'Save as draft'}
                  </Button>
                </Stack>
                <Box fontSize="xs" color="fg.muted">
                  Drafts stay private until you send them.
                </Box>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
      </Stack>
    </form>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {children}
      </Text>
    </HStack>
  );
}
