import type { LineKind } from '@forge/contract';

/** Kinds that are bought as they are (the buy list): catalogue parts, raw stock and consumables. */
export const BOUGHT_KINDS: ReadonlySet<LineKind> = new Set(['standard', 'raw-stock', 'consumable']);
/** Kinds that are no part at all: neither quoted nor bought. */
export const NOT_PART_KINDS: ReadonlySet<LineKind> = new Set(['fee', 'service']);

export interface KindCounts {
  custom: number;
  standard: number;
  unknown: number;
  /** Every kind, the new ones (raw stock, consumable, fee, service) included. */
  byKind: Partial<Record<LineKind, number>>;
  toQuote: number;
  toBuy: number;
  toReview: number;
  /** Fees and services. */
  notParts: number;
  /** Alternates of another line: shown with their primary, not sourced on their own. */
  alternates: number;
  dnp: number;
}

/** Adds one line to the sourcing split: custom to quote, bought kinds to buy, fees/services apart, unknown to review. */
export function countLine(summary: KindCounts, kind: LineKind, dnp: boolean, alternate = false): void {
  if (kind === 'custom' || kind === 'standard' || kind === 'unknown') summary[kind]++;
  summary.byKind[kind] = (summary.byKind[kind] ?? 0) + 1;
  if (dnp) summary.dnp++;
  else if (alternate) summary.alternates++;
  else if (kind === 'custom') summary.toQuote++;
  else if (BOUGHT_KINDS.has(kind)) summary.toBuy++;
  else if (NOT_PART_KINDS.has(kind)) summary.notParts++;
  else summary.toReview++;
}
