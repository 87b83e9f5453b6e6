import { HAND_SET_CERTIFICATION_STATUSES, isCheckedCertificationStatus, type AdminProfile, type AdminProfileChanges, type AdminProfileCreate, type CertificationStatus } from '@forge/shell-sdk';

export interface CertificationDraft {
  slug: string;
  certificateNumber: string;
  registrar: string;
  /** YYYY-MM-DD */
  expiresAt: string;
  status: string;
  checkedAt: string | null;
  /** Where a checked certificate was checked (a registry or an evidence file). */
  source: string | null;
}

/** The editor's copy of a profile: text as typed, turned into the API's shapes per section. */
export interface ProfileDraft {
  name: string;
  description: string;
  street: string;
  city: string;
  zip: string;
  /** Read from the ZIP by the server; shown, not edited. */
  state: string;
  county: string;
  capabilities: string[];
  certifications: CertificationDraft[];
  photos: { url: string; caption: string }[];
  email: string;
  phone: string;
  website: string;
  employeeRange: string;
  yearFounded: string;
  industries: string[];
  leadMin: string;
  leadMax: string;
  minimumOrder: string;
}

export const EMPTY_DRAFT: ProfileDraft = {
  name: '', description: '', street: '', city: '', zip: '', state: '', county: '', capabilities: [], certifications: [], photos: [],
  email: '', phone: '', website: '', employeeRange: '', yearFounded: '', industries: [], leadMin: '', leadMax: '', minimumOrder: '',
};

export function draftOf(p: AdminProfile): ProfileDraft {
  return {
    name: p.name,
    description: p.description,
    street: p.address.street,
    city: p.address.city,
    zip: p.address.zip,
    state: p.address.state,
    county: p.address.county,
    capabilities: [...p.capabilities],
    certifications: p.certifications.map((c) => ({ slug: c.slug, certificateNumber: c.certificateNumber, registrar: c.registrar, expiresAt: (c.expiresAt ?? '').slice(0, 10), status: c.status, checkedAt: c.checkedAt, source: c.source ?? null })),
    photos: p.photos.map((x) => ({ ...x })),
    email: p.contact.email,
    phone: p.contact.phone,
    website: p.contact.website,
    employeeRange: p.employeeRange,
    yearFounded: p.yearFounded === null ? '' : String(p.yearFounded),
    industries: [...p.industries],
    leadMin: p.leadTimeDays.min === null ? '' : String(p.leadTimeDays.min),
    leadMax: p.leadTimeDays.max === null ? '' : String(p.leadTimeDays.max),
    minimumOrder: String(p.minimumOrder),
  };
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

export const SECTIONS = ['basics', 'location', 'capabilities', 'certifications', 'photos', 'contact', 'facts'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * The saved certificate whose checked status (registry checked, document on file) a draft certificate keeps: the same
 * certificate number and registrar. Only Verify certifications records those statuses; the editor shows them read-only.
 */
export function keptCheck(c: CertificationDraft, original: ProfileDraft | null): CertificationDraft | null {
  const before = original?.certifications.find((x) => x.slug === c.slug);
  const same = before && before.certificateNumber.trim() === c.certificateNumber.trim() && before.registrar.trim() === c.registrar.trim();
  return same && isCheckedCertificationStatus(before.status) ? before : null;
}

const handSet = (status: string): status is (typeof HAND_SET_CERTIFICATION_STATUSES)[number] => (HAND_SET_CERTIFICATION_STATUSES as readonly string[]).includes(status);

/**
 * The status a draft certificate is saved with: a kept check as it was; otherwise one an admin may set by hand (a
 * checked status carried over to a new certificate number or registrar falls back to self-declared).
 */
export function certificationStatusOf(c: CertificationDraft, original: ProfileDraft | null): CertificationStatus {
  const kept = keptCheck(c, original);
  if (kept) return kept.status as CertificationStatus;
  return handSet(c.status) ? c.status : 'self-declared';
}

/**
 * What one section sends. Each certificate goes with the status the admin sees: the server keeps an unchanged checked
 * one with its record, and refuses a checked status that is not (e.g. changed meanwhile through Verify certifications).
 */
export function sectionChanges(section: Section, d: ProfileDraft, original: ProfileDraft | null): AdminProfileChanges {
  switch (section) {
    case 'basics':
      return { name: d.name.trim(), description: d.description.trim() };
    case 'location':
      return { address: { street: d.street.trim(), ...(d.city.trim() ? { city: d.city.trim() } : {}), zip: d.zip.trim() } };
    case 'capabilities':
      return { capabilities: d.capabilities };
    case 'certifications':
      return {
        certifications: d.certifications.map((c) => ({
          slug: c.slug, certificateNumber: c.certificateNumber.trim(), registrar: c.registrar.trim(), expiresAt: c.expiresAt, status: certificationStatusOf(c, original),
        })),
      };
    case 'photos':
      return { photos: d.photos.map((p) => ({ url: p.url.trim(), caption: p.caption.trim() })) };
    case 'contact':
      return { contact: { email: d.email.trim(), phone: d.phone.trim(), website: d.website.trim() } };
    case 'facts': {
      const min = number(d.leadMin);
      const max = number(d.leadMax);
      const year = number(d.yearFounded);
      const order = number(d.minimumOrder);
      return {
        employeeRange: d.employeeRange,
        industries: d.industries,
        ...(year !== undefined ? { yearFounded: year } : {}),
        ...(min !== undefined && max !== undefined ? { leadTimeDays: { min, max } } : {}),
        ...(order !== undefined ? { minimumOrder: order } : {}),
      };
    }
  }
}

/** Whether a section differs from the saved profile. */
export function sectionDirty(section: Section, draft: ProfileDraft, original: ProfileDraft): boolean {
  return JSON.stringify(sectionChanges(section, draft, original)) !== JSON.stringify(sectionChanges(section, original, original));
}

/** A new profile: every section at once. */
export function createInput(d: ProfileDraft): AdminProfileCreate {
  const parts = SECTIONS.map((s) => sectionChanges(s, d, null));
  const merged = Object.assign({}, ...parts) as AdminProfileChanges;
  return { ...merged, name: d.name.trim(), employeeRange: d.employeeRange, capabilities: d.capabilities, address: { street: d.street.trim(), ...(d.city.trim() ? { city: d.city.trim() } : {}), zip: d.zip.trim() } };
}

/** The draft as it would be saved, for the preview: a certificate that lost its check shows the status it gets instead. */
export function savedView(d: ProfileDraft, original: ProfileDraft | null): ProfileDraft {
  return { ...d, certifications: d.certifications.map((c) => (keptCheck(c, original) ? c : { ...c, status: certificationStatusOf(c, original), checkedAt: null, source: null })) };
}
