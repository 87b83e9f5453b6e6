import { RFQ_STATUSES, type RfqStatus, type VerificationStatus } from '@forge/contract';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * The RFQ lifecycle (services/src/domains/rfqs/README.md):
 * draft (only the buyer sees it) → open (sent: invited suppliers can read it) → awarded (a supplier won) or
 * closed (no longer taking quotes: cancelled, expired or a discarded draft). A closed RFQ can be reopened.
 */
export { RFQ_STATUSES, type RfqStatus } from '@forge/contract';

const processSchema = new Schema({ slug: { type: String, required: true }, name: { type: String, required: true } }, { _id: false });

/** Where a line was copied from: a line of one of the buyer's processed BOMs. */
const sourceSchema = new Schema(
  {
    uploadId: { type: String, required: true },
    lineId: { type: String, required: true },
    lineNo: { type: Number, default: null },
    fileName: { type: String, default: '' },
  },
  { _id: false },
);

const lineSchema = new Schema({
  partNumber: { type: String, default: '' },
  description: { type: String, default: '' },
  quantity: { type: Number, required: true },
  unit: { type: String, default: 'ea' },
  material: { type: String, default: '' },
  process: { type: processSchema, default: null },
  source: { type: sourceSchema, default: undefined },
  /** The part's revision, kept from the BOM line it was made from ('' when the BOM names none). */
  revision: { type: String, default: '' },
});

/** A snapshot of the invited company (name and place as they were when invited). */
const invitedSupplierSchema = new Schema(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    slug: { type: String, default: '' },
    city: { type: String, default: '' },
    state: { type: String, default: '' },
    /** ITAR RFQs: the supplier's ITAR registration evidence when invited (self-declared, document on file, …). */
    itarRegistration: { type: String, default: undefined },
  },
  { _id: false },
);

/** Who confirmed inviting which self-declared ITAR registrations, and when. */
export interface ItarSelfDeclaredConfirmation {
  by: string;
  email: string;
  at: Date;
  supplierIds: string[];
}

const historySchema = new Schema(
  { status: { type: String, enum: RFQ_STATUSES, required: true }, at: { type: Date, required: true }, by: { type: String, required: true }, reason: { type: String, default: '' } },
  { _id: false },
);

/** A line awarded to a supplier at the price and lead time of the revision it won with. */
const lineAwardSchema = new Schema(
  {
    lineId: { type: String, required: true },
    supplierId: { type: String, required: true },
    revision: { type: Number, required: true },
    unitPrice: { type: Number, required: true },
    leadTimeDays: { type: Number, required: true },
  },
  { _id: false },
);

/** When an invited supplier first did something: opened the RFQ, asked a question (the threads set askedAt). */
const invitationEventSchema = new Schema({ supplierId: { type: String, required: true }, at: { type: Date, required: true } }, { _id: false });

const rfqSchema = new Schema(
  {
    /** The buyer who owns the RFQ (identity provider subject). */
    uid: { type: String, required: true },
    email: { type: String, default: '' },
    title: { type: String, required: true },
    status: { type: String, enum: RFQ_STATUSES, required: true },
    /** The last day quotes are wanted (stored as midnight UTC of that day). */
    dueDate: { type: Date, required: true },
    delivery: {
      type: new Schema({ zip: { type: String, default: '' }, city: { type: String, default: '' }, state: { type: String, default: '' } }, { _id: false }),
      default: () => ({}),
    },
    notes: { type: String, default: '' },
    ndaRequired: { type: Boolean, default: false },
    /** ITAR / export-controlled: only ITAR-registered suppliers may be invited; files are downloaded via expiring links. */
    itar: { type: Boolean, default: false },
    /** ITAR RFQs: the buyer's confirmation to invite these self-declared ITAR registrations (also in the history). */
    itarSelfDeclaredConfirmation: {
      type: new Schema({ by: String, email: String, at: Date, supplierIds: [String] }, { _id: false }),
      default: null,
    },
    lines: { type: [lineSchema], default: [] },
    suppliers: { type: [invitedSupplierSchema], default: [] },
    awardedSupplierId: { type: String, default: null },
    /** Per-line awards (whole or split); empty for RFQs awarded before quotes existed. */
    awards: { type: [lineAwardSchema], default: [] },
    /** The buyer's reason for the award, told to the suppliers who lost. */
    awardReason: { type: String, default: '' },
    /** First view of the RFQ by each invited supplier's owner (invitation status "opened"). */
    opened: { type: [invitationEventSchema], default: [] },
    /** First question asked by each invited supplier (invitation status "asked"). */
    asked: { type: [invitationEventSchema], default: [] },
    history: { type: [historySchema], default: [] },
    /** When it was first sent to suppliers; invitations are announced once. */
    openedAt: { type: Date, default: null },
    /** Set by the deadline job when the due date passed: no more quotes (the buyer may still award or extend). */
    quotingClosedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'rfqs', versionKey: false },
);
rfqSchema.index({ uid: 1, createdAt: -1 });
rfqSchema.index({ 'suppliers.id': 1, createdAt: -1 });
rfqSchema.index({ status: 1, createdAt: -1 });

export interface RfqLineDoc {
  _id: Types.ObjectId;
  partNumber: string;
  description: string;
  quantity: number;
  unit: string;
  material: string;
  process: { slug: string; name: string } | null;
  source?: { uploadId: string; lineId: string; lineNo: number | null; fileName: string } | undefined;
  revision?: string | undefined;
}

export interface LineAward {
  lineId: string;
  supplierId: string;
  revision: number;
  unitPrice: number;
  leadTimeDays: number;
}

export interface InvitedSupplier {
  id: string;
  name: string;
  slug: string;
  city: string;
  state: string;
  itarRegistration?: VerificationStatus | undefined;
}

export interface RfqDoc {
  _id: Types.ObjectId;
  uid: string;
  email: string;
  title: string;
  status: RfqStatus;
  dueDate: Date;
  delivery: { zip: string; city: string; state: string };
  notes: string;
  ndaRequired: boolean;
  itar?: boolean;
  itarSelfDeclaredConfirmation?: ItarSelfDeclaredConfirmation | null;
  lines: RfqLineDoc[];
  suppliers: InvitedSupplier[];
  awardedSupplierId: string | null;
  awards?: LineAward[];
  awardReason?: string;
  opened?: { supplierId: string; at: Date }[];
  asked?: { supplierId: string; at: Date }[];
  history: { status: RfqStatus; at: Date; by: string; reason: string }[];
  openedAt: Date | null;
  quotingClosedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const RfqModel = mongoose.model('Rfq', rfqSchema);
