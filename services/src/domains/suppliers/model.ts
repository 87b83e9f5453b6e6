import mongoose, { Schema } from 'mongoose';
import { CERTIFICATION_STATUSES, CERT_CHECK_SOURCES, EMPLOYEE_RANGES } from './types.js';

const certificationSchema = new Schema(
  {
    slug: { type: String, required: true },
    certificateNumber: { type: String, default: '' },
    registrar: { type: String, default: '' },
    expiresAt: { type: Date, default: null },
    status: { type: String, enum: CERTIFICATION_STATUSES, required: true },
    checkedAt: { type: Date, default: null },
    // the verification record an admin keeps (cert-verification.ts): where it was checked, by whom, the next check
    source: { type: String, enum: [...CERT_CHECK_SOURCES, null], default: null },
    reference: { type: String, default: '' },
    checkedBy: { type: String, default: '' },
    nextCheckAt: { type: Date, default: null },
    note: { type: String, default: '' },
  },
  { _id: false },
);

/** A supplier company. MongoDB holds the truth; the search index is rebuilt from this collection. */
const supplierSchema = new Schema(
  {
    _id: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    address: {
      street: { type: String, default: '' },
      city: { type: String, required: true },
      state: { type: String, required: true },
      county: { type: String, required: true },
      countyFips: { type: String, required: true },
      zip: { type: String, required: true },
    },
    lat: { type: Number, required: true },
    lng: { type: Number, required: true },
    capabilities: { type: [String], default: [] },
    certifications: { type: [certificationSchema], default: [] },
    industries: { type: [String], default: [] },
    materials: { type: [String], default: [] },
    employeeRange: { type: String, enum: EMPLOYEE_RANGES, required: true },
    yearFounded: { type: Number, default: null },
    leadTimeDays: { min: { type: Number, default: null }, max: { type: Number, default: null } },
    minimumOrder: { type: Number, default: 0 },
    contact: { email: { type: String, default: '' }, phone: { type: String, default: '' }, website: { type: String, default: '' } },
    /** Pictures of the shop, parts or equipment (http(s) links), shown on the public page. */
    photos: { type: [new Schema({ url: { type: String, required: true }, caption: { type: String, default: '' } }, { _id: false })], default: [] },
    verified: { type: Boolean, default: false },
    claimed: { type: Boolean, default: false },
    ownerUid: { type: String, default: null, index: true },
    featured: { type: Boolean, default: false },
    /** Hidden by an admin: out of search and listings (the reason is kept; the audit log has who and when). */
    hidden: { type: Boolean, default: false },
    hiddenReason: { type: String, default: '' },
    /** Generated or imported figure kept for old documents; never shown (the public response rate is rfqStats'). */
    responseRate: { type: Number, default: 0 },
    /** Counted from real RFQs by the rfqs domain (rfq-stats.ts); shown from 3 invitations. */
    rfqStats: {
      type: new Schema(
        {
          invitations: { type: Number, required: true },
          answered: { type: Number, required: true },
          quoted: { type: Number, required: true },
          medianHoursToQuote: { type: Number, default: null },
          /** RFQs declined per process for capability or material (BOM matching ranks the supplier lower there). */
          capabilityDeclines: { type: Schema.Types.Mixed, default: () => ({}) },
          computedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    /** Counted from delivered purchase orders (order-stats.ts); shown from 3 delivered orders. */
    orderStats: {
      type: new Schema(
        {
          completed: { type: Number, required: true },
          onTime: { type: Number, required: true },
          linesInspected: { type: Number, required: true },
          linesAccepted: { type: Number, required: true },
          computedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'suppliers', versionKey: false },
);

export const SupplierModel = mongoose.model('Supplier', supplierSchema);

/** Single-use claim tokens and the claims made with them (collection "claims"). */
const claimSchema = new Schema(
  {
    _id: { type: String, required: true }, // the token itself (random, unguessable)
    supplierId: { type: String, required: true, index: true },
    supplierName: { type: String, required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    claimedBy: { type: String, default: null },
    claimedByEmail: { type: String, default: null },
  },
  { collection: 'claims', versionKey: false },
);

export const ClaimModel = mongoose.model('SupplierClaim', claimSchema);

/** A buyer reaching out to a supplier: a lead for the supplier, counted for admin lead tracking. */
const contactSchema = new Schema(
  {
    supplierId: { type: String, required: true, index: true },
    supplierName: { type: String, required: true },
    uid: { type: String, required: true },
    email: { type: String, default: '' },
    method: { type: String, enum: ['email', 'phone', 'rfq', 'message'], required: true },
    message: { type: String, default: '' },
    createdAt: { type: Date, required: true },
  },
  { collection: 'supplier_contacts', versionKey: false },
);

export const SupplierContactModel = mongoose.model('SupplierContact', contactSchema);

/**
 * A paid placement: the supplier is marked "Featured" in results for one capability or one state between two dates
 * (collection "featured_placements"). `order` places it among that scope's featured suppliers; it never moves the
 * supplier in ranked results.
 */
const featuredPlacementSchema = new Schema(
  {
    supplierId: { type: String, required: true, index: true },
    supplierName: { type: String, required: true },
    scope: { type: String, enum: ['capability', 'state'], required: true },
    value: { type: String, required: true },
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    order: { type: Number, required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'featured_placements', versionKey: false },
);

export const FeaturedPlacementModel = mongoose.model('FeaturedPlacement', featuredPlacementSchema);
