import mongoose, { Schema, type Types } from 'mongoose';

import { DECLINE_REASONS, type DeclineReason } from '@forge/contract';

/** Why a supplier does not quote a line or a whole RFQ (the contract's list); the reasons go back to the buyer. */
export { DECLINE_REASONS, type DeclineReason } from '@forge/contract';

const declineSchema = new Schema({ reason: { type: String, enum: DECLINE_REASONS, required: true }, text: { type: String, default: '' } }, { _id: false });
const breakSchema = new Schema({ minQuantity: { type: Number, required: true }, unitPrice: { type: Number, required: true } }, { _id: false });

const quoteLineSchema = new Schema(
  {
    lineId: { type: String, required: true },
    /** USD per unit at the requested quantity; null when the line is declined. */
    unitPrice: { type: Number, default: null },
    breaks: { type: [breakSchema], default: [] },
    leadTimeDays: { type: Number, default: null },
    note: { type: String, default: '' },
    decline: { type: declineSchema, default: null },
  },
  { _id: false },
);

/**
 * One revision of one supplier's answer to one RFQ. Revisions are never changed; a new submission adds the next
 * revision number, and the unique index makes two simultaneous submissions store one revision, not two.
 */
const quoteSchema = new Schema(
  {
    rfqId: { type: String, required: true },
    supplierId: { type: String, required: true },
    revision: { type: Number, required: true },
    lines: { type: [quoteLineSchema], default: [] },
    /** Whole-RFQ "no quote". */
    decline: { type: declineSchema, default: null },
    validUntil: { type: Date, default: null },
    shippingTerms: { type: String, default: '' },
    total: { type: Number, default: 0 },
    /** The supplier's formal quote PDF sent with this revision (GridFS bucket rfq_quote_files), kept with it. */
    attachment: {
      type: new Schema({ id: { type: String, required: true }, name: { type: String, required: true }, size: { type: Number, required: true }, uploadedAt: { type: Date, required: true } }, { _id: false }),
      default: null,
    },
    /** Hash of what was quoted: the same quote sent again (a double click, a retry) is not a new revision. */
    fingerprint: { type: String, default: '' },
    submittedBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'rfq_quotes', versionKey: false },
);
quoteSchema.index({ rfqId: 1, supplierId: 1, revision: 1 }, { unique: true });

export interface QuoteLineDoc {
  lineId: string;
  unitPrice: number | null;
  breaks: { minQuantity: number; unitPrice: number }[];
  leadTimeDays: number | null;
  note: string;
  decline: { reason: DeclineReason; text: string } | null;
}

export interface QuoteDoc {
  _id: Types.ObjectId;
  rfqId: string;
  supplierId: string;
  revision: number;
  lines: QuoteLineDoc[];
  decline: { reason: DeclineReason; text: string } | null;
  validUntil: Date | null;
  shippingTerms: string;
  total: number;
  attachment?: { id: string; name: string; size: number; uploadedAt: Date } | null;
  submittedBy: string;
  createdAt: Date;
}

export const QuoteModel = mongoose.model('RfqQuote', quoteSchema);
