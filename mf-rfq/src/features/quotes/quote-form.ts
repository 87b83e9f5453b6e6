import type { DeclineReason, Quote, QuoteInput, RfqView } from '@forge/shell-sdk';

/** The decline reasons, as the supplier reads them. */
export const DECLINE_LABELS: Record<DeclineReason, string> = {
  capacity: 'No capacity',
  capability: 'Not our capability',
  material: 'Material',
  quantity: 'Quantity',
  'lead-time': 'Lead time',
  'drawing-unclear': 'Drawing unclear',
};

export interface BreakDraft {
  minQuantity: string;
  unitPrice: string;
}

export interface LineAnswerDraft {
  lineId: string;
  mode: 'quote' | 'decline';
  unitPrice: string;
  leadTimeDays: string;
  note: string;
  breaks: BreakDraft[];
  declineReason: DeclineReason | '';
  declineText: string;
}

export interface QuoteDraft {
  noQuote: boolean;
  noQuoteReason: DeclineReason | '';
  noQuoteText: string;
  validUntil: string;
  shippingTerms: string;
  lines: LineAnswerDraft[];
}

export type QuoteFormErrors = Partial<Record<string, string>>;

/** Starts from the latest revision (so a revision changes what was sent), else empty lines. */
export function draftFrom(rfq: Pick<RfqView, 'lines'>, latest: Quote | undefined): QuoteDraft {
  const answers = new Map((latest?.lines ?? []).map((l) => [l.lineId, l]));
  return {
    noQuote: Boolean(latest?.decline),
    noQuoteReason: latest?.decline?.reason ?? '',
    noQuoteText: latest?.decline?.text ?? '',
    validUntil: latest?.validUntil ?? '',
    shippingTerms: latest?.shippingTerms ?? '',
    lines: rfq.lines.map((line) => {
      const a = answers.get(line.id);
      return {
        lineId: line.id,
        mode: a?.decline ? 'decline' : 'quote',
        unitPrice: a?.unitPrice != null ? String(a.unitPrice) : '',
        leadTimeDays: a?.leadTimeDays != null ? String(a.leadTimeDays) : '',
        note: a?.note ?? '',
        breaks: (a?.breaks ?? []).map((b) => ({ minQuantity: String(b.minQuantity), unitPrice: String(b.unitPrice) })),
        declineReason: a?.decline?.reason ?? '',
        declineText: a?.decline?.text ?? '',
      };
    }),
  };
}

const number = (value: string): number | null => {
  const trimmed = value.trim().replace(/[$,]/g, '');
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
};

/** The unit price at a quantity: the deepest break reached, else the base price (as the server computes it). */
export function priceAt(line: LineAnswerDraft, quantity: number): number | null {
  let price = number(line.unitPrice);
  if (price == null) return null;
  const breaks = line.breaks.map((b) => ({ min: number(b.minQuantity), price: number(b.unitPrice) })).filter((b) => b.min != null && b.price != null);
  for (const b of breaks.sort((x, y) => x.min! - y.min!)) if (b.min! <= quantity) price = b.price!;
  return price;
}

/** The total shown while typing: price at the requested quantity × quantity over the quoted lines. */
export function draftTotal(draft: QuoteDraft, quantities: Map<string, number>): number {
  if (draft.noQuote) return 0;
  let total = 0;
  for (const line of draft.lines) {
    if (line.mode !== 'quote') continue;
    const price = priceAt(line, quantities.get(line.lineId) ?? 0);
    if (price != null) total += price * (quantities.get(line.lineId) ?? 0);
  }
  return Math.round(total * 100) / 100;
}

/** Checks the draft and builds the request body; errors are keyed by field (`lines.0.unitPrice`). */
export function toQuoteInput(draft: QuoteDraft): { body: QuoteInput | null; errors: QuoteFormErrors } {
  const errors: QuoteFormErrors = {};
  if (draft.noQuote) {
    if (!draft.noQuoteReason) errors.noQuoteReason = 'Choose a reason';
    return errors.noQuoteReason ? { body: null, errors } : { body: { decline: { reason: draft.noQuoteReason as DeclineReason, text: draft.noQuoteText.trim() || undefined }, lines: [] }, errors };
  }
  const lines: NonNullable<QuoteInput['lines']> = [];
  draft.lines.forEach((line, i) => {
    if (line.mode === 'decline') {
      if (!line.declineReason) errors[`lines.${i}.declineReason`] = 'Choose a reason';
      else lines.push({ lineId: line.lineId, decline: { reason: line.declineReason, text: line.declineText.trim() || undefined }, note: line.note.trim() || undefined });
      return;
    }
    const unitPrice = number(line.unitPrice);
    const leadTimeDays = number(line.leadTimeDays);
    if (unitPrice == null || unitPrice <= 0) errors[`lines.${i}.unitPrice`] = 'Enter a unit price in USD, or decline the line';
    if (leadTimeDays == null || leadTimeDays < 0 || !Number.isInteger(leadTimeDays)) errors[`lines.${i}.leadTimeDays`] = 'Enter whole days';
    const breaks: { minQuantity: number; unitPrice: number }[] = [];
    line.breaks.forEach((b, j) => {
      if (!b.minQuantity.trim() && !b.unitPrice.trim()) return;
      const min = number(b.minQuantity);
      const price = number(b.unitPrice);
      if (min == null || min <= 0 || price == null || price <= 0) errors[`lines.${i}.breaks.${j}`] = 'Give a quantity and a unit price';
      else breaks.push({ minQuantity: min, unitPrice: price });
    });
    if (unitPrice != null && leadTimeDays != null && !errors[`lines.${i}.unitPrice`] && !errors[`lines.${i}.leadTimeDays`]) {
      lines.push({ lineId: line.lineId, unitPrice, leadTimeDays, breaks, note: line.note.trim() || undefined });
    }
  });
  if (draft.validUntil && !/^\d{4}-\d{2}-\d{2}$/.test(draft.validUntil)) errors.validUntil = 'Use a date';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: { lines, validUntil: draft.validUntil || undefined, shippingTerms: draft.shippingTerms.trim() || undefined }, errors };
}
