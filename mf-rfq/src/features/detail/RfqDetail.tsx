import { Fragment, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Badge, Box, Button, Card, Field, Flex, Grid, Heading, HStack, Stack, Text, Textarea, notify, notifyError, paths, ParentCrumb, SectionCard, type VerificationStatus, formatDateTime, formatDay, formatCount, plural, errorMessageOf, errorStatus, TextLink, ButtonLink } from '@forge/shell-sdk';
import { PageSkeleton } from '../../components/PageSkeleton';
import { daysUntil } from '../../lib/format';
import { FactoryIcon } from '../../lib/icons';
import { STATUS_HINTS, STATUS_LABELS, useChangeStatus, useRfq, type InvitedSupplier, type Rfq, type RfqStatus, type StatusChange, StatusBadge } from '../rfqs';
import { AwardDialog, ComparisonView, QuotePdfs, InvitationStatusList, awardableSupplierIds } from '../compare';
import { useAward, useComparison, useDuplicate, SupplierQuotePanel } from '../quotes';
import { ExtendDueDate } from '../edit';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { LinesTable } from './components/LinesTable';
import { RFQ_SECTIONS } from './sections';
import { BuyerAwardRate } from '../inbox';


function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0.5} minW={0}>
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontWeight="semibold">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {children}
      </Text>
    </Stack>
  );
}

function dueText(rfq: Rfq): string {
  const days = daysUntil(rfq.dueDate);
  if (rfq.status !== 'open' && rfq.status !== 'draft') return formatDay(rfq.dueDate);
  if (days < 0) return `${formatDay(rfq.dueDate)} (passed)`;
  if (days === 0) return `${formatDay(rfq.dueDate)} (today)`;
  return `${formatDay(rfq.dueDate)} (in ${plural(days, 'day')})`;
}

function deliveryText(rfq: Rfq): string {
  const { city, state, zip } = rfq.delivery;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return place || 'Not specified';
}

/** A status change waiting for the buyer's confirmation. */
interface PendingChange {
  change: StatusChange;
  title: string;
  body: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
}

const SUCCESS: Record<RfqStatus, string> = { open: 'RFQ sent', closed: 'RFQ closed', awarded: 'RFQ awarded', draft: 'Saved as draft' };

/** How a supplier's ITAR registration is evidenced (the product says "registered", never "certified"). */
const ITAR_EVIDENCE: Record<VerificationStatus, string> = { 'self-declared': 'self-declared', 'document-on-file': 'registration letter on file', 'registry-checked': 'checked with DDTC' };

function SupplierRow({ supplier, rfq, onAward }: { supplier: Rfq['suppliers'][number]; rfq: Rfq; onAward?: (() => void) | undefined }) {
  const awarded = rfq.awardedSupplierId === supplier.id || rfq.awards.some((a) => a.supplierId === supplier.id);
  return (
    <HStack as="li" gap={3} align="start" py={3}>
      <Box color="navy.500" mt="0.5" flexShrink={0}>
        <FactoryIcon />
      </Box>
      <Stack gap={0} flex="1" minW={0}>
        <TextLink to={paths.company(supplier.id)} fontWeight="semibold" wordBreak="break-word">{supplier.name}</TextLink>
        {(supplier.city || supplier.state) && (
          <Text fontSize="sm" color="fg.muted">
            {[supplier.city, supplier.state].filter(Boolean).join(', ')}
          </Text>
        )}
        {rfq.itar && supplier.itarRegistration && (
          <Text fontSize="xs" color="orange.700" fontWeight="medium">
            ITAR registered · {ITAR_EVIDENCE[supplier.itarRegistration]}
          </Text>
        )}
      </Stack>
      {awarded && <Badge colorPalette="green">Awarded</Badge>}
      {onAward && (
        <Button size="xs" variant="outline" colorPalette="green" onClick={onAward} aria-label={`Award to ${supplier.name}`}>
          Award
        </Button>
      )}
    </HStack>
  );
}

/** /rfq/:id — status, line items, invited suppliers and the buyer's next steps. */
export function RfqDetail({ id }: { id: string }) {
  const rfq = useRfq(id);
  // the row "Award" is offered only to suppliers whose latest quote priced a line (what POST …/award accepts)
  const awardOpen = rfq.data !== undefined && rfq.data.viewer !== 'supplier' && rfq.data.status === 'open' && rfq.data.suppliers.length > 0;
  const comparison = useComparison(id, awardOpen);
  const award = useAward(id);
  const [awarding, setAwarding] = useState<InvitedSupplier | null>(null);
  const change = useChangeStatus(id);
  const duplicate = useDuplicate(id);
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [reason, setReason] = useState('');

  if (rfq.isPending) {
    return <PageSkeleton titleWidth="50%" blocks={['24', '48']} />;
  }
  if (rfq.isError) {
    const missing = errorStatus(rfq.error) === 404;
    return (
      <Stack gap={4} align="start">
        <Alert.Root status={missing ? 'warning' : 'error'}>
          <Alert.Indicator />
          <Alert.Title>{missing ? "This RFQ doesn't exist or isn't shared with you." : errorMessageOf(rfq.error)}</Alert.Title>
        </Alert.Root>
        <ButtonLink to={paths.rfqManagement()} variant="outline">Back to RFQ management</ButtonLink>
      </Stack>
    );
  }

  const data = rfq.data;
  const canChange = data.viewer !== 'supplier';
  const can = (status: RfqStatus) => canChange && data.allowedTransitions.includes(status);

  const apply = (next: StatusChange) => {
    change.mutate(next, {
      onSuccess: (updated) => {
        setPending(null);
        notify('success', SUCCESS[next.status], STATUS_HINTS[updated.status]);
      },
      onError: (error) => {
        setPending(null);
        notifyError(error, "Couldn't change the RFQ");
      },
    });
  };

  const ask = (p: PendingChange) => {
    setReason('');
    setPending(p);
  };
  const actions: ReactNode[] = [];
  if (can('open')) {
    actions.push(
      <Button key="open" colorPalette="brand" loading={change.isPending && change.variables?.status === 'open'} onClick={() => apply({ status: 'open' })}>
        {data.status === 'draft' ? 'Send RFQ' : 'Reopen RFQ'}
      </Button>,
    );
  }
  if (can('closed')) {
    const draft = data.status === 'draft';
    actions.push(
      <Button
        key="close"
        variant="outline"
        colorPalette="red"
        onClick={() =>
          ask({
            change: { status: 'closed' },
            title: draft ? 'Discard this draft?' : 'Close this RFQ?',
            body: draft ? 'The draft is kept in your list as closed; you can reopen it later.' : 'Suppliers can no longer quote. You can reopen it later while the due date has not passed.',
            confirmLabel: draft ? 'Discard draft' : 'Close RFQ',
            tone: 'danger',
          })
        }
      >
        {draft ? 'Discard draft' : 'Close RFQ'}
      </Button>,
    );
  }
  if (canChange && data.status === 'draft') {
    actions.push(
      <Button key="edit" variant="outline" asChild>
        <RouterLink to={`${paths.rfq(data.id)}/edit`}>Edit draft</RouterLink>
      </Button>,
    );
  }
  if (canChange && data.status === 'open') actions.push(<ExtendDueDate key="due-date" rfq={data} />);
  if (canChange) {
    actions.push(
      <Button
        key="duplicate"
        variant="outline"
        loading={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(undefined, {
            onSuccess: (copy) => {
              notify('success', 'Copied into a new draft', copy.title);
              navigate(paths.rfq(copy.id));
            },
            onError: (error) => notifyError(error, "Couldn't duplicate the RFQ"),
          })
        }
      >
        Duplicate
      </Button>,
    );
  }
  const awardable = can('awarded') && comparison.data ? awardableSupplierIds(comparison.data) : new Set<string>();
  const confirmAward = (reason: string) => {
    if (!awarding) return;
    award.mutate(
      { supplierId: awarding.id, reason: reason || undefined },
      {
        onSuccess: (result) => {
          setAwarding(null);
          notify('success', SUCCESS.awarded, `Every line ${awarding.name} priced (${plural(result.awards.length, 'line')}) is awarded to it.`);
        },
        onError: (error) => {
          setAwarding(null);
          notifyError(error, "Couldn't award the RFQ");
        },
      },
    );
  };

  return (
    <Stack gap={6}>
      <Stack gap={3}>
        <ParentCrumb to={paths.rfqManagement()} label="RFQ management" current="RFQ" />
        <Flex gap={4} justify="space-between" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Stack gap={2} minW={0}>
            <HStack gap={3} wrap="wrap">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
                {data.title}
              </Heading>
              <StatusBadge status={data.status} size="lg" />
              {data.itar && (
                <Badge colorPalette="orange" size="lg" variant="solid">
                  ITAR / export-controlled
                </Badge>
              )}
            </HStack>
            <Text color="fg.muted">{STATUS_HINTS[data.status]}</Text>
          </Stack>
          {actions.length > 0 && (
            <HStack gap={2} flexShrink={0} wrap="wrap">
              {actions}
            </HStack>
          )}
        </Flex>
      </Stack>

      {data.viewer === 'supplier' && (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You are invited to quote on this RFQ. Quotes are due {formatDay(data.dueDate)}.</Alert.Title>
            <Alert.Description>
              <BuyerAwardRate rate={data.buyerAwardRate} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Card.Root variant="subtle" borderRadius="xl" bg="navy.50">
        <Card.Body p={{ base: 4, md: 5 }}>
          <Grid as="dl" templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap={{ base: 4, md: 6 }}>
            <Fact label="Quotes due">{dueText(data)}</Fact>
            <Fact label="Deliver to">{deliveryText(data)}</Fact>
            <Fact label="Line items">
              {formatCount(data.lines.length)} · {formatCount(data.lines.reduce((sum, l) => sum + l.quantity, 0))} units
            </Fact>
            <Fact label="NDA">{data.ndaRequired ? 'Required' : 'Not required'}</Fact>
          </Grid>
        </Card.Body>
      </Card.Root>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap={6} alignItems="start">
        <Stack gap={6} minW={0}>
          <SectionCard title="Line items">
            <LinesTable lines={data.lines} forSupplier={data.viewer === 'supplier'} />
          </SectionCard>
          {data.notes && (
            <SectionCard title="Notes for suppliers">
              <Text whiteSpace="pre-wrap">{data.notes}</Text>
            </SectionCard>
          )}
          {data.viewer === 'supplier' ? <SupplierQuotePanel rfq={data} /> : data.status !== 'draft' && data.suppliers.length > 0 && <ComparisonView rfq={data} />}
          {data.viewer !== 'supplier' && data.status !== 'draft' && data.suppliers.length > 0 && <QuotePdfs rfq={data} />}
          {RFQ_SECTIONS.map((section) => (
            <Fragment key={section.key}>{section.render(data)}</Fragment>
          ))}
        </Stack>
        <Stack gap={6}>
          <SectionCard title={data.viewer === 'supplier' ? 'Your invitation' : `Invited suppliers (${data.suppliers.length})`}>
            {data.suppliers.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No suppliers invited.{' '}
                <TextLink to={paths.discover()}>Find suppliers</TextLink>{' '}
                and use “Request a quote” on a company page.
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap={0} divideY="1px" aria-label="Invited suppliers">
                {data.suppliers.map((s) => (
                  <SupplierRow key={s.id} supplier={s} rfq={data} onAward={awardable.has(s.id) ? () => setAwarding(s) : undefined} />
                ))}
              </Stack>
            )}
          </SectionCard>
          {data.viewer !== 'supplier' && data.status !== 'draft' && data.suppliers.length > 0 && (
            <SectionCard title="Invitation status">
              <InvitationStatusList rfqId={data.id} canWithdraw={data.status === 'open'} />
            </SectionCard>
          )}
          {data.history.length > 0 && (
            <SectionCard title="Activity">
              <Stack as="ol" listStyleType="none" gap={3} aria-label="Status history">
                {[...data.history].reverse().map((h, i) => (
                  <HStack as="li" key={`${h.at}-${i}`} gap={3} align="start" fontSize="sm">
                    <Box w="2" h="2" mt="1.5" borderRadius="full" bg={i === 0 ? 'brand.500' : 'gray.300'} flexShrink={0} />
                    <Stack gap={0}>
                      <Text fontWeight="medium">{STATUS_LABELS[h.status]}</Text>
                      <Text color="fg.muted">
                        {formatDateTime(h.at)}
                        {h.reason ? ` · ${h.reason}` : ''}
                      </Text>
                    </Stack>
                  </HStack>
                ))}
              </Stack>
            </SectionCard>
          )}
        </Stack>
      </Grid>

      <AwardDialog
        open={awarding !== null}
        title={`Award this RFQ to ${awarding?.name ?? ''}?`}
        summary={awarding ? [`Every line ${awarding.name} priced goes to it; the other suppliers are told they were not chosen.`] : []}
        busy={award.isPending}
        onClose={() => setAwarding(null)}
        onConfirm={confirmAward}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        confirmLabel={pending?.confirmLabel ?? 'Confirm'}
        tone={pending?.tone ?? 'primary'}
        busy={change.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && apply(pending.change.status === 'closed' && reason.trim() ? { ...pending.change, reason: reason.trim() } : pending.change)}
      >
        <Stack gap={3}>
          <Text>{pending?.body}</Text>
          {pending?.change.status === 'closed' && data.status === 'open' && (
            <Field.Root>
              <Field.Label fontSize="sm" color="fg">
                Reason (kept in the RFQ's activity)
              </Field.Label>
              <Textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} aria-label="Reason for closing" />
            </Field.Root>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
