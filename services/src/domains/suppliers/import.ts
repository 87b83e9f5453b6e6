import { parse } from 'csv-parse/sync';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CERTIFICATION_STATUSES, isCheckedCertificationStatus } from '@forge/contract';
import { CERTIFICATION_BY_SLUG } from '../catalogue/certifications.js';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { slugify } from '../catalogue/slug.js';
import { geo, pointInCounty } from '../geo/atlas.js';
import { zipPlaces } from '../geo/zips.js';
import { HAND_SET_STATUS_MESSAGE } from './cert-verification-record.js';
import { INDUSTRY_SLUGS } from './search-index/index.js';
import { EMPLOYEE_RANGES, type SupplierData } from './types.js';

/** One record of a CSV or JSON import, before it becomes a stored supplier. Nested like the profile. */
export const ImportRowSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _').optional(),
    slug: z.string().regex(/^[a-z0-9-]{1,160}$/, 'must be a lowercase slug').optional(),
    name: z.string().trim().min(2, 'is required').max(120),
    description: z.string().trim().max(4000).default(''),
    address: z.object({
      street: z.string().trim().max(160).default(''),
      city: z.string().trim().max(80).optional(),
      state: z.string().trim().regex(/^[A-Za-z]{2}$/, 'must be a two-letter state code').optional(),
      zip: z.string().trim().regex(/^\d{5}$/, 'must be a 5-digit ZIP code'),
    }),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    capabilities: z.array(z.string().refine((s) => PROCESS_BY_SLUG.has(s), { error: (iss) => `unknown capability "${String(iss.input)}"` })).min(1, 'needs at least one capability'),
    certifications: z
      .array(
        z.object({
          slug: z.string().refine((s) => CERTIFICATION_BY_SLUG.has(s), { error: (iss) => `unknown certification "${String(iss.input)}"` }),
          certificateNumber: z.string().trim().min(1, 'certificate number is required').max(60),
          registrar: z.string().trim().min(1, 'registrar is required').max(120),
          expiresAt: z.coerce.date(),
          // registry checked and document on file are recorded only by Verify certifications (source and date): a row may not claim them
          status: z
            .enum(CERTIFICATION_STATUSES)
            .refine((s) => !isCheckedCertificationStatus(s), HAND_SET_STATUS_MESSAGE)
            .default('self-declared'),
          checkedAt: z.coerce.date().nullable().default(null),
        }),
      )
      .default([]),
    industries: z.array(z.enum(INDUSTRY_SLUGS as [string, ...string[]])).default([]),
    employeeRange: z.enum(EMPLOYEE_RANGES),
    yearFounded: z.number().int().min(1800).max(2100).nullable().default(null),
    leadTimeDays: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).refine((v) => v.max >= v.min, 'max must be at least min').optional(),
    minimumOrder: z.number().min(0).default(0),
    contact: z.object({ email: z.string().trim().max(200).default(''), phone: z.string().trim().max(30).default(''), website: z.string().trim().max(300).default('') }).default({ email: '', phone: '', website: '' }),
    verified: z.boolean().default(false),
    featured: z.boolean().default(false),
    responseRate: z.number().min(0).max(100).default(0),
  })
  .strict();

export type ImportRow = z.infer<typeof ImportRowSchema>;

export interface RowError {
  line: number;
  reason: string;
}

/** RFC 4180 CSV by csv-parse: quoted fields, doubled quotes, newlines inside quotes. Returns records with their first line; blank records are skipped. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const parsed = parse(text, { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as { record: string[]; info: { lines: number; empty_lines: number } }[];
  const records: { line: number; fields: string[] }[] = [];
  // info.lines is where a record ends; it starts on the line after the previous record, past any skipped blank lines.
  let previousEnd = 0;
  let previousBlank = 0;
  for (const { record, info } of parsed) {
    const line = previousEnd + 1 + (info.empty_lines - previousBlank);
    previousEnd = info.lines;
    previousBlank = info.empty_lines;
    if (record.some((f) => f !== '')) records.push({ line, fields: record });
  }
  return records;
}

const list = (s: string | undefined) => (s ?? '').split(';').map((x) => x.trim()).filter(Boolean);
const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? undefined : Number(s));

/**
 * CSV columns (header row required): id, slug, name, description, street, city, state, zip, lat, lng,
 * capabilities (slugs separated by ;), certifications (slug|number|registrar|expiresAt|status separated by ;, status
 * self-declared or expired; a checked status comes only from Verify certifications and the row is refused),
 * industries (;), employeeRange, yearFounded, leadTimeMin, leadTimeMax, minimumOrder, email, phone, website,
 * verified, featured, responseRate.
 */
export function csvRecordToRow(header: string[], fields: string[]): unknown {
  const get = (name: string) => {
    const i = header.indexOf(name);
    return i >= 0 ? fields[i] : undefined;
  };
  const blankToUndefined = (s: string | undefined) => (s === undefined || s.trim() === '' ? undefined : s.trim());
  const leadMin = num(get('leadTimeMin'));
  const leadMax = num(get('leadTimeMax'));
  return {
    id: blankToUndefined(get('id')),
    slug: blankToUndefined(get('slug')),
    name: get('name') ?? '',
    description: get('description') ?? '',
    address: { street: get('street') ?? '', city: blankToUndefined(get('city')), state: blankToUndefined(get('state')), zip: (get('zip') ?? '').trim() },
    lat: num(get('lat')),
    lng: num(get('lng')),
    capabilities: list(get('capabilities')),
    certifications: list(get('certifications')).map((entry) => {
      const [slug, certificateNumber, registrar, expiresAt, status] = entry.split('|').map((x) => x.trim());
      return { slug, certificateNumber, registrar, expiresAt, ...(status ? { status } : {}) };
    }),
    industries: list(get('industries')),
    employeeRange: blankToUndefined(get('employeeRange')),
    yearFounded: num(get('yearFounded')) ?? null,
    ...(leadMin !== undefined || leadMax !== undefined ? { leadTimeDays: { min: leadMin, max: leadMax } } : {}),
    minimumOrder: num(get('minimumOrder')) ?? 0,
    contact: { email: get('email') ?? '', phone: get('phone') ?? '', website: get('website') ?? '' },
    verified: /^(true|yes|1)$/i.test(get('verified') ?? ''),
    featured: /^(true|yes|1)$/i.test(get('featured') ?? ''),
    responseRate: num(get('responseRate')) ?? 0,
  };
}

/** Turns a validated row into a stored supplier: county, state, city and coordinates come from the ZIP code. */
export function rowToSupplier(row: ImportRow, now: Date): SupplierData | string {
  const place = zipPlaces().byZip.get(row.address.zip);
  if (!place) return `ZIP code ${row.address.zip} is not a known US ZIP code`;
  if (row.address.state && row.address.state.toUpperCase() !== place.stateCode) return `ZIP code ${row.address.zip} is in ${place.stateCode}, not ${row.address.state.toUpperCase()}`;
  const county = geo().countyByFips.get(place.countyFips)!;
  let lat = place.lat;
  let lng = place.lng;
  if (row.lat !== undefined && row.lng !== undefined) {
    if (!pointInCounty(row.lng, row.lat, county)) return `coordinates ${row.lat},${row.lng} are not in ${county.name} County, ${place.stateCode} (ZIP ${row.address.zip})`;
    lat = row.lat;
    lng = row.lng;
  }
  const id = row.id ?? `imp-${createHash('sha1').update(`${row.name}|${row.address.zip}`).digest('hex').slice(0, 12)}`;
  // a status set by hand (self-declared, expired) has no check date: nobody checked the certificate
  const certifications = row.certifications.map((c) => ({ ...c, checkedAt: null }));
  return {
    _id: id,
    slug: row.slug ?? slugify(row.name),
    name: row.name,
    description: row.description,
    address: { street: row.address.street, city: row.address.city ?? place.city, state: place.stateCode, county: county.name, countyFips: county.fips, zip: place.zip },
    lat,
    lng,
    capabilities: [...new Set(row.capabilities)],
    certifications,
    industries: [...new Set(row.industries)],
    employeeRange: row.employeeRange,
    yearFounded: row.yearFounded ?? (null as unknown as number),
    leadTimeDays: row.leadTimeDays ?? { min: null as unknown as number, max: null as unknown as number },
    minimumOrder: row.minimumOrder,
    contact: row.contact,
    verified: row.verified,
    claimed: false,
    ownerUid: null,
    featured: row.featured,
    responseRate: row.responseRate,
    createdAt: now,
    updatedAt: now,
  };
}

/** Parses a CSV or JSON file's text and validates each record; bad rows are reported, never fatal. */
export function parseImport(text: string, format: 'csv' | 'json', now = new Date()): { suppliers: { line: number; supplier: SupplierData }[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const suppliers: { line: number; supplier: SupplierData }[] = [];
  let records: { line: number; value: unknown }[];
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return { suppliers, errors: [{ line: 0, reason: `the file is not valid JSON: ${(error as Error).message}` }] };
    }
    if (!Array.isArray(parsed)) return { suppliers, errors: [{ line: 0, reason: 'the JSON file must hold an array of suppliers' }] };
    records = parsed.map((value, i) => ({ line: i + 1, value }));
  } else {
    const [header, ...rows] = parseCsv(text);
    if (!header) return { suppliers, errors: [{ line: 0, reason: 'the CSV file is empty' }] };
    const columns = header.fields.map((h) => h.trim());
    for (const required of ['name', 'zip', 'capabilities', 'employeeRange']) {
      if (!columns.includes(required)) return { suppliers, errors: [{ line: header.line, reason: `the header has no "${required}" column` }] };
    }
    records = rows.map((r) => ({ line: r.line, value: csvRecordToRow(columns, r.fields) }));
  }
  const seenSlugs = new Map<string, number>();
  for (const { line, value } of records) {
    const parsed = ImportRowSchema.safeParse(value);
    if (!parsed.success) {
      errors.push({ line, reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join('; ') });
      continue;
    }
    const supplier = rowToSupplier(parsed.data, now);
    if (typeof supplier === 'string') {
      errors.push({ line, reason: supplier });
      continue;
    }
    const previous = seenSlugs.get(supplier.slug);
    if (previous !== undefined) {
      errors.push({ line, reason: `slug "${supplier.slug}" repeats line ${previous}; give the row a distinct slug` });
      continue;
    }
    seenSlugs.set(supplier.slug, line);
    suppliers.push({ line, supplier });
  }
  return { suppliers, errors };
}
