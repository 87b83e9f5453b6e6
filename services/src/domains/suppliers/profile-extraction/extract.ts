import { catalogueMentions } from './catalogue-mentions.js';
import { companyName } from './company-name.js';
import { employeeRange, yearFounded } from './figures.js';
import { location } from './location.js';
import { readText } from './text.js';
import type { ExtractedProfile } from './types.js';

export const MAX_TEXT_LENGTH = 50_000;

/** A supplier profile read from a pasted "About" page, capability statement or listing, each field with its words. */
export function extractProfile(text: string, now = new Date()): ExtractedProfile {
  const read = readText(text.slice(0, MAX_TEXT_LENGTH));
  const { name, mentions } = companyName(read);
  const { city, state } = location(read, mentions);
  const catalogue = catalogueMentions(read);
  return {
    name,
    city,
    state,
    capabilities: catalogue.capabilities,
    certifications: catalogue.certifications,
    industries: catalogue.industries,
    employeeRange: employeeRange(read),
    yearFounded: yearFounded(read, now),
    unmappedProcessWords: catalogue.unmappedProcessWords,
  };
}
