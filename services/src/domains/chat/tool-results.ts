/** The shapes tools return: compact, JSON-serialisable facts from Forge's data, with the links the answer shows. */

export interface SupplierCard {
  id: string;
  name: string;
  city: string;
  state: string;
  link: string;
  capabilities: string[];
  certifications: string[];
  distanceMiles?: number;
  why: string[];
}

export interface SupplierSearchOutput {
  query: string;
  total: number;
  /** suppliers missing one recognised part (not counted in total, never shown as matches) */
  partialTotal: number;
  filters: string[];
  cards: SupplierCard[];
  discoverLink: string;
}

export interface BomLineFact {
  id: string;
  lineNo: number;
  partNumber: string;
  description: string;
  kind: 'custom' | 'standard' | 'unknown';
  process: { slug: string; name: string } | null;
  quantity: number | null;
  unitPrice: number | null;
  link: string;
  suppliers: { id: string; name: string; city: string; state: string }[];
}

export interface BomLinesOutput {
  uploadId: string;
  fileName: string;
  total: number;
  lines: BomLineFact[];
}

export interface BomSummaryOutput {
  uploadId: string;
  fileName: string;
  state: string;
  link: string;
  lineCount: number;
  custom: number;
  standard: number;
  unknown: number;
  byProcess: { slug: string; name: string; lines: number }[];
  /** sum of quantity × unit price over standard lines that have both; null when none has a price */
  standardTotal: number | null;
  standardPricedLines: number;
}
