import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Field, Grid, HStack, Input, OptionSelect, SectionCard, Stack, Text, Textarea, notify, notifyError, type DeclineReason, type Quote, type QuoteInput, type RfqView, formatCount, formatUsd, ErrorAlert } from '@forge/shell-sdk';
import { DECLINE_REASONS } from '@forge/shell-sdk/buying-contract';
import type { QuoteAttachment } from '@forge/shell-sdk';
import { useSubmitQuote } from './api';
import { QuotePdfField } from './QuotePdfField';
import { DECLINE_LABELS, draftFrom, draftTotal, priceAt, toQuoteInput, type LineAnswerDraft, type QuoteDraft, type QuoteFormErrors } from './quote-form';

const DECLINE_OPTIONS = DECLINE_REASONS.map((reason) => ({ value: reason, label: DECLINE_LABELS[reason] }));

function ReasonSelect({ id, value, onChange, invalid }: { id: string; value: DeclineReason | ''; onChange: (v: DeclineReason | '') => void; invalid: boolean }) {
  return (
    <OptionSelect
      size="sm"
      invalid={invalid}
      id={id}
      value={value}
      onValueChange={(reason) => onChange(reason as DeclineReason | '')}
      placeholder="Choose a reason…"
      options={DECLINE_OPTIONS}
    />
  );
}

interface LineProps {
  index: number;
  line: RfqView['lines'][number];
  answer: LineAnswerDraft;
  errors: QuoteFormErrors;
  onChange: (next: LineAnswerDraft) => void;
}

function LineAnswer({ index, line, answer, errors, onChange }: LineProps) {
  const set = (patch: Partial<LineAnswerDraft>) => onChange({ ...answer, ...patch });
  const err = (field: string) => errors[`lines.${index}.${field}`];
  const price = priceAt(answer, line.quantity);
  const name = line.partNumber || line.description || `Line ${index + 1}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 4 }} data-testid="quote-line" aria-label={`Line ${index + 1}: ${name}`}>
      <HStack justify="space-between" align="start" gap={3} wrap="wrap">
        <Stack gap={0} minW={0}>
          <Text fontWeight="semibold" wordBreak="break-word">
            {index + 1}. {name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {[line.partNumber && line.description, line.material, line.process?.name].filter(Boolean).join(' · ')}
            {' '}× {formatCount(line.quantity)} {line.unit}
          </Text>
        </Stack>
        <HStack gap={1} role="group" aria-label={`Answer for line ${index + 1}`}>
          <Button size="xs" variant={answer.mode === 'quote' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={answer.mode === 'quote'} onClick={() => set({ mode: 'quote' })}>
            Quote
          </Button>
          <Button size="xs" variant={answer.mode === 'decline' ? 'solid' : 'outline'} colorPalette="red" aria-pressed={answer.mode === 'decline'} onClick={() => set({ mode: 'decline' })}>
            Decline
          </Button>
        </HStack>
      </HStack>
      {answer.mode === 'quote' ? (
        <Stack gap={3} mt={3}>
          <Grid templateColumns={{ base: '1fr 1fr', md: '10rem 10rem 1fr' }} gap={3} alignItems="start">
            <Field.Root invalid={Boolean(err('unitPrice'))} required>
              <Field.Label fontSize="sm">Unit price (USD)</Field.Label>
              <Input size="sm" inputMode="decimal" value={answer.unitPrice} onChange={(e) => set({ unitPrice: e.currentTarget.value })} aria-label={`Unit price, line ${index + 1}`} />
              {err('unitPrice') && <Field.ErrorText>{err('unitPrice')}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(err('leadTimeDays'))} required>
              <Field.Label fontSize="sm">Lead time (days)</Field.Label>
              <Input size="sm" inputMode="numeric" value={answer.leadTimeDays} onChange={(e) => set({ leadTimeDays: e.currentTarget.value })} aria-label={`Lead time in days, line ${index + 1}`} />
              {err('leadTimeDays') && <Field.ErrorText>{err('leadTimeDays')}</Field.ErrorText>}
            </Field.Root>
            <Field.Root gridColumn={{ base: '1 / -1', md: 'auto' }}>
              <Field.Label fontSize="sm">Note</Field.Label>
              <Input size="sm" value={answer.note} onChange={(e) => set({ note: e.currentTarget.value })} aria-label={`Note, line ${index + 1}`} />
            </Field.Root>
          </Grid>
          <Stack gap={2}>
            <Text fontSize="sm" fontWeight="medium">
              Quantity breaks <Text as="span" color="fg.muted" fontWeight="normal">(e.g. 10 / 100 / 1,000)</Text>
            </Text>
            {answer.breaks.map((b, j) => (
              <Stack key={j} gap={1}>
                <HStack gap={2}>
                  <Input size="sm" maxW="8rem" inputMode="numeric" placeholder="From qty" value={b.minQuantity} aria-label={`Break ${j + 1} quantity, line ${index + 1}`} onChange={(e) => set({ breaks: answer.breaks.map((x, k) => (k === j ? { ...x, minQuantity: e.currentTarget.value } : x)) })} />
                  <Input size="sm" maxW="8rem" inputMode="decimal" placeholder="USD / unit" value={b.unitPrice} aria-label={`Break ${j + 1} unit price, line ${index + 1}`} onChange={(e) => set({ breaks: answer.breaks.map((x, k) => (k === j ? { ...x, unitPrice: e.currentTarget.value } : x)) })} />
                  <Button size="xs" variant="ghost" onClick={() => set({ breaks: answer.breaks.filter((_, k) => k !== j) })} aria-label={`Remove break ${j + 1}, line ${index + 1}`}>
                    Remove
                  </Button>
                </HStack>
                {errors[`lines.${index}.breaks.${j}`] && (
                  <Text fontSize="xs" color="fg.error">
                    {errors[`lines.${index}.breaks.${j}`]}
                  </Text>
                )}
              </Stack>
            ))}
            {answer.breaks.length < 10 && (
              <Button size="xs" variant="outline" alignSelf="start" onClick={() => set({ breaks: [...answer.breaks, { minQuantity: '', unitPrice: '' }] })}>
                Add a quantity break
              </Button>
            )}
          </Stack>
          {price != null && (
            <Text fontSize="sm" color="fg.muted" data-testid="line-extended">
              At {formatCount(line.quantity)}: {formatUsd(price)} each · {formatUsd(Math.round(price * line.quantity * 100) / 100)}
            </Text>
          )}
        </Stack>
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '14rem 1fr' }} gap={3} mt={3}>
          <Field.Root invalid={Boolean(err('declineReason'))} required>
            <Field.Label fontSize="sm" htmlFor={`decline-${index}`}>
              Reason
            </Field.Label>
            <ReasonSelect id={`decline-${index}`} value={answer.declineReason} invalid={Boolean(err('declineReason'))} onChange={(v) => set({ declineReason: v })} />
            {err('declineReason') && <Field.ErrorText>{err('declineReason')}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="sm">Details for the buyer</Field.Label>
            <Input size="sm" value={answer.declineText} onChange={(e) => set({ declineText: e.currentTarget.value })} aria-label={`Decline details, line ${index + 1}`} />
          </Field.Root>
        </Grid>
      )}
    </Box>
  );
}

/** Another way to send the quote than the signed-in supplier's (the quote-link page sends who answers with it). */
export interface QuoteSender {
  send: (body: QuoteInput) => Promise<Quote>;
  pending: boolean;
  /** Fields shown above the send button (the quote-link page's name and email). */
  fields?: ReactNode;
  /** Checks those fields first; false stops the send (they show their own errors). */
  ready?: () => boolean;
}

/**
 * The supplier's answer to one RFQ: prices per line, declines, or a whole "no quote". Each send is a revision. With a
 * `sender` (no account yet) the formal PDF is left out: attaching one needs the signed-in supplier's upload.
 */
export function QuoteForm({ rfq, latest, sender }: { rfq: RfqView; latest: Quote | undefined; sender?: QuoteSender }) {
  const [draft, setDraft] = useState<QuoteDraft>(() => draftFrom(rfq, latest));
  const [errors, setErrors] = useState<QuoteFormErrors>({});
  // the formal quote PDF: kept from the last revision until the supplier replaces or removes it
  const [attachment, setAttachment] = useState<QuoteAttachment | null>(latest?.attachment ?? null);
  const submit = useSubmitQuote(rfq.id);
  const quantities = useMemo(() => new Map(rfq.lines.map((l) => [l.id, l.quantity])), [rfq.lines]);
  const total = draftTotal(draft, quantities);

  const send = () => {
    const { body, errors: found } = toQuoteInput(draft);
    setErrors(found);
    if (!body) return;
    const sent = (quote: Quote) => notify('success', quote.revision === (latest?.revision ?? 0) ? 'Nothing changed' : `Revision ${quote.revision} sent`, 'The buyer sees your latest revision.');
    if (sender) {
      if (sender.ready && !sender.ready()) return;
      sender.send(body).then(sent, (error: unknown) => notifyError(error, "Couldn't send the quote"));
      return;
    }
    submit.mutate(attachment && !draft.noQuote ? { ...body, attachmentId: attachment.id } : body, {
      onSuccess: sent,
      onError: (error) => notifyError(error, "Couldn't send the quote"),
    });
  };

  return (
    <SectionCard title={latest ? `Revise your quote (revision ${latest.revision + 1})` : 'Your quote'}>
      <Stack gap={4}>
        <HStack gap={2} role="group" aria-label="Quote or no quote" wrap="wrap">
          <Button size="sm" variant={!draft.noQuote ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={!draft.noQuote} onClick={() => setDraft({ ...draft, noQuote: false })}>
            Quote lines
          </Button>
          <Button size="sm" variant={draft.noQuote ? 'solid' : 'outline'} colorPalette="red" aria-pressed={draft.noQuote} onClick={() => setDraft({ ...draft, noQuote: true })}>
            No quote for this RFQ
          </Button>
        </HStack>
        {draft.noQuote ? (
          <Grid templateColumns={{ base: '1fr', md: '14rem 1fr' }} gap={3}>
            <Field.Root invalid={Boolean(errors.noQuoteReason)} required>
              <Field.Label fontSize="sm" htmlFor="no-quote-reason">
                Reason
              </Field.Label>
              <ReasonSelect id="no-quote-reason" value={draft.noQuoteReason} invalid={Boolean(errors.noQuoteReason)} onChange={(v) => setDraft({ ...draft, noQuoteReason: v })} />
              {errors.noQuoteReason && <Field.ErrorText>{errors.noQuoteReason}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label fontSize="sm">Details for the buyer</Field.Label>
              <Textarea size="sm" rows={2} value={draft.noQuoteText} onChange={(e) => setDraft({ ...draft, noQuoteText: e.currentTarget.value })} aria-label="No quote details" />
            </Field.Root>
          </Grid>
        ) : (
          <>
            <Stack as="ul" listStyleType="none" gap={3} aria-label="Quote lines">
              {rfq.lines.map((line, i) => (
                <LineAnswer key={line.id} index={i} line={line} answer={draft.lines[i]!} errors={errors} onChange={(next) => setDraft({ ...draft, lines: draft.lines.map((l, k) => (k === i ? next : l)) })} />
              ))}
            </Stack>
            <Grid templateColumns={{ base: '1fr', md: '12rem 1fr' }} gap={3}>
              <Field.Root invalid={Boolean(errors.validUntil)}>
                <Field.Label fontSize="sm">Valid until</Field.Label>
                <Input size="sm" type="date" value={draft.validUntil} onChange={(e) => setDraft({ ...draft, validUntil: e.currentTarget.value })} aria-label="Valid until" />
              </Field.Root>
              <Field.Root>
                <Field.Label fontSize="sm">Shipping terms</Field.Label>
                <Input size="sm" placeholder="e.g. FOB origin, freight prepaid and added" value={draft.shippingTerms} onChange={(e) => setDraft({ ...draft, shippingTerms: e.currentTarget.value })} aria-label="Shipping terms" />
              </Field.Root>
            </Grid>
            {!sender && <QuotePdfField rfqId={rfq.id} value={attachment} onChange={setAttachment} />}
          </>
        )}
        {sender?.fields}
        {Object.keys(errors).length > 0 && <ErrorAlert size="sm">Check the highlighted fields.</ErrorAlert>}
        <HStack justify="space-between" align="center" wrap="wrap" gap={3} borderTopWidth="1px" pt={3}>
          <Text fontWeight="semibold" data-testid="quote-total">
            Total: {formatUsd(total)}
            <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
              {' '}
              (quoted lines at the requested quantities)
            </Text>
          </Text>
          <Button colorPalette="brand" onClick={send} loading={sender ? sender.pending : submit.isPending}>
            {draft.noQuote ? 'Send no quote' : latest ? 'Send revision' : 'Send quote'}
          </Button>
        </HStack>
      </Stack>
    </SectionCard>
  );
}
