import type { Span } from './text.js';

/** The words of the pasted text a field was read from (character offsets, end exclusive). */
export interface Evidence extends Span {
  text: string;
}

export interface ExtractedValue<T> {
  value: T;
  evidence: Evidence[];
}

export interface ExtractedCatalogueItem {
  slug: string;
  label: string;
  evidence: Evidence[];
}

export interface ExtractedProfile {
  name: ExtractedValue<string> | null;
  city: ExtractedValue<string> | null;
  state: ExtractedValue<string> | null;
  capabilities: ExtractedCatalogueItem[];
  certifications: ExtractedCatalogueItem[];
  industries: ExtractedCatalogueItem[];
  employeeRange: ExtractedValue<string> | null;
  yearFounded: ExtractedValue<number> | null;
  /** process words found that name a family with no single catalogue process ("casting", "finishing") */
  unmappedProcessWords: Evidence[];
}
