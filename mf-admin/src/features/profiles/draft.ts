import type { AdminProfile, AdminProfileChanges, AdminProfileCreate } from '@forge/shell-sdk';

export interface CertificationDraft {
  slug: string;
  certificateNumber: string;
  registrar: string;
  /** YYYY-MM-DD */
  expiresAt: string;
  status: string;
  checkedAt: string | null;
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
    certifications: p.certifications.map((c) => ({ slug: c.slug, certificateNumber: c.certificateNumber, registrar: c.registrar, expiresAt: (c.expiresAt ?? '').slice(0, 10), status: c.status, checkedAt: c.checkedAt })),
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
 * What one section sends. A certification keeps its verification status unless the admin changed it (sending it
 * again would restamp the "checked on" date).
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
        certifications: d.certifications.map((c) => {
          const before = original?.certifications.find((x) => x.slug === c.slug);
          const keepStatus = before && before.status === c.status;
          return { slug: c.slug, certificateNumber: c.certificateNumber.trim(), registrar: c.registrar.trim(), expiresAt: c.expiresAt, ...(keepStatus ? {} : { status: c.status as 'self-declared' }) };
        }),
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
  const strip = (d: ProfileDraft) => JSON.stringify(sectionChanges(section, { ...d, certifications: d.certifications.map((c) => ({ ...c, checkedAt: null })) }, d));
  return strip(draft) !== strip(original) || (section === 'certifications' && JSON.stringify(draft.certifications.map((c) => c.status)) !== JSON.stringify(original.certifications.map((c) => c.status)));
}

/** A new profile: every section at once. */
export function createInput(d: ProfileDraft): AdminProfileCreate {
  const parts = SECTIONS.map((s) => sectionChanges(s, d, null));
  const merged = Object.assign({}, ...parts) as AdminProfileChanges;
  return { ...merged, name: d.name.trim(), employeeRange: d.employeeRange, capabilities: d.capabilities, address: { street: d.street.trim(), ...(d.city.trim() ? { city: d.city.trim() } : {}), zip: d.zip.trim() } };
}
