import mongoose, { Schema, type Types } from 'mongoose';

/** One clarification message: in one supplier's thread with the buyer, or a broadcast (supplierId null) to every invitee. */
const messageSchema = new Schema(
  {
    rfqId: { type: String, required: true },
    supplierId: { type: String, default: null },
    from: { type: String, enum: ['buyer', 'supplier'], required: true },
    authorUid: { type: String, required: true },
    body: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'rfq_messages', versionKey: false },
);
messageSchema.index({ rfqId: 1, supplierId: 1, createdAt: 1 });

export interface RfqMessageDoc {
  _id: Types.ObjectId;
  rfqId: string;
  supplierId: string | null;
  from: 'buyer' | 'supplier';
  authorUid: string;
  body: string;
  createdAt: Date;
}

export const RfqMessageModel = mongoose.model('RfqMessage', messageSchema);
