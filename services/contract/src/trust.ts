import { z } from 'zod';

/**
 * Trust signals computed from real RFQs (issue 14). A figure is shown only once there is enough behind it: below
 * these counts the API answers null and the UI says the company (or buyer) is new to quoting on Forge.
 */
export const TRUST_MIN_INVITATIONS = 3;
export const TRUST_MIN_DECIDED_RFQS = 3;

/**
 * A supplier's answers to RFQ invitations. `responseRate`: invitations answered by a quote or a decline (per line or
 * whole RFQ) over invitations on sent RFQs, 0-1. `medianHoursToQuote`: from the invitation being sent to the
 * supplier's first priced quote, over the invitations it quoted (null when it quoted none).
 */
export const SupplierRfqStatsSchema = z.object({
  invitations: z.number().int(),
  answered: z.number().int(),
  quoted: z.number().int(),
  responseRate: z.number().min(0).max(1),
  medianHoursToQuote: z.number().nullable(),
  computedAt: z.string(),
});
export type SupplierRfqStats = z.infer<typeof SupplierRfqStatsSchema>;

/** A buyer's follow-through: sent RFQs awarded over sent RFQs decided (awarded, closed or past their due date), 0-1. */
export const BuyerAwardRateSchema = z.object({ decided: z.number().int(), awarded: z.number().int(), awardRate: z.number().min(0).max(1) });
export type BuyerAwardRate = z.infer<typeof BuyerAwardRateSchema>;

/** The counts as stored by the suppliers domain, or null when there are too few invitations to show a figure. */
export function publicRfqStats(raw: { invitations?: number; answered?: number; quoted?: number; medianHoursToQuote?: number | null; computedAt?: Date | string | null } | null | undefined): SupplierRfqStats | null {
  if (!raw || !raw.invitations || raw.invitations < TRUST_MIN_INVITATIONS) return null;
  const answered = Math.min(raw.answered ?? 0, raw.invitations);
  return {
    invitations: raw.invitations,
    answered,
    quoted: raw.quoted ?? 0,
    responseRate: answered / raw.invitations,
    medianHoursToQuote: raw.medianHoursToQuote ?? null,
    computedAt: raw.computedAt ? new Date(raw.computedAt).toISOString() : new Date(0).toISOString(),
  };
}

/** "3 h", "1.5 days", "under 1 h": a median time to quote as people say it. */
export function formatHoursToQuote(hours: number): string {
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${Math.round(hours)} h`;
  const days = Math.round((hours / 24) * 10) / 10;
  return `${days} days`;
}

/** "67%": a 0-1 rate as a whole percentage. */
export const formatRate = (rate: number): string => `${Math.round(rate * 100)}%`;
