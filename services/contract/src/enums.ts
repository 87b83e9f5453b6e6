// The enumerations the services and the front end must agree on. The services' lists are authoritative.

/** The BOM columns the services recognise (services/src/domains/bom/columns.ts detects these). */
export const BOM_FIELDS = [
  'partNumber',
  'description',
  'quantity',
  'unit',
  'material',
  'finish',
  'process',
  'manufacturer',
  'mpn',
  'refDes',
  'notes',
  'unitPrice',
  'revision',
  'value',
  'footprint',
  'supplier',
  'supplierPn',
  'link',
  'datasheet',
  'makeBuy',
  'dnp',
  'usedIn',
] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/**
 * How a BOM line is sourced: made to order, bought off the shelf, raw stock (material cut or formed later),
 * a consumable, a fee, a service (none of these four is matched to fabricators), or not yet known.
 */
export const LINE_KINDS = ['custom', 'standard', 'raw-stock', 'consumable', 'fee', 'service', 'unknown'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const RFQ_STATUSES = ['draft', 'open', 'closed', 'awarded'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/** Profile roles (product-spec §6); `INVESTOR` is spelled as the spec spells it. */
export const USER_ROLES = ['buyer', 'supplier', 'INVESTOR', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const VERIFICATION_STATUSES = ['self-declared', 'document-on-file', 'registry-checked'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ANALYTICS_ENVIRONMENTS = ['alpha', 'development', 'production'] as const;
export type AnalyticsEnvironment = (typeof ANALYTICS_ENVIRONMENTS)[number];

/** The analytics events of product-spec §3, plus page views and identity changes. */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'bom_upload',
  'processing_complete',
  'supplier_search',
  'waitlist_signup',
  'chat_interaction',
  'supplier_contact',
  'identify',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];
