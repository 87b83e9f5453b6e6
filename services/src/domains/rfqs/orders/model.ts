import { ORDER_STATUSES, type OrderStatus, type ShipTo } from '@forge/contract';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * Purchase orders (collection `purchase_orders`, README.md here). `lineKeys` holds "rfqId:lineId" for every awarded
 * line on the order under a unique multikey index, so a line can be on one purchase order only, even when two
 * requests race.
 */
const orderLineSchema = new Schema(
  {
    lineId: { type: String, required: true },
    partNumber: { type: String, default: '' },
    description: { type: String, default: '' },
    revision: { type: String, default: '' },
    unit: { type: String, default: 'ea' },
    quantity: { type: Number, required: true },
    unitPrice: { type: Number, required: true },
  },
  { _id: false },
);

const eventSchema = new Schema(
  {
    status: { type: String, enum: ORDER_STATUSES, required: true },
    at: { type: Date, required: true },
    by: { type: String, required: true },
    side: { type: String, enum: ['buyer', 'supplier', 'admin'], required: true },
    note: { type: String, default: '' },
  },
  { _id: false },
);

const fileSchema = new Schema(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    size: { type: Number, required: true },
    contentType: { type: String, required: true },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    side: { type: String, enum: ['buyer', 'supplier'], required: true },
    uploadedBy: { type: String, required: true },
    uploadedAt: { type: Date, required: true },
  },
  { _id: false },
);

const orderSchema = new Schema(
  {
    number: { type: String, required: true },
    rfqId: { type: String, required: true },
    rfqTitle: { type: String, default: '' },
    /** The buyer (the RFQ's owner). */
    uid: { type: String, required: true },
    buyerEmail: { type: String, default: '' },
    supplierId: { type: String, required: true },
    supplierName: { type: String, default: '' },
    supplierSlug: { type: String, default: '' },
    lineKeys: { type: [String], required: true },
    lines: { type: [orderLineSchema], required: true },
    total: { type: Number, required: true },
    dueDate: { type: Date, required: true },
    shipTo: {
      type: new Schema({ name: String, street: String, city: String, state: String, zip: String }, { _id: false }),
      required: true,
    },
    notes: { type: String, default: '' },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    shipment: { type: new Schema({ carrier: String, trackingNumber: String, shippedAt: Date }, { _id: false }), default: null },
    delivery: {
      type: new Schema(
        {
          receivedOn: { type: Date, required: true },
          onTime: { type: Boolean, required: true },
          lines: { type: [new Schema({ lineId: String, accepted: Boolean, reason: { type: String, default: '' } }, { _id: false })], default: [] },
        },
        { _id: false },
      ),
      default: null,
    },
    events: { type: [eventSchema], default: [] },
    files: { type: [fileSchema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'purchase_orders', versionKey: false },
);
orderSchema.index({ lineKeys: 1 }, { unique: true });
orderSchema.index({ uid: 1, number: 1 }, { unique: true });
orderSchema.index({ uid: 1, createdAt: -1 });
orderSchema.index({ supplierId: 1, createdAt: -1 });
orderSchema.index({ rfqId: 1 });

export interface OrderDoc {
  _id: Types.ObjectId;
  number: string;
  rfqId: string;
  rfqTitle: string;
  uid: string;
  buyerEmail: string;
  supplierId: string;
  supplierName: string;
  supplierSlug: string;
  lineKeys: string[];
  lines: { lineId: string; partNumber: string; description: string; revision: string; unit: string; quantity: number; unitPrice: number }[];
  total: number;
  dueDate: Date;
  shipTo: ShipTo;
  notes: string;
  status: OrderStatus;
  shipment: { carrier: string; trackingNumber: string; shippedAt: Date } | null;
  delivery: { receivedOn: Date; onTime: boolean; lines: { lineId: string; accepted: boolean; reason: string }[] } | null;
  events: { status: OrderStatus; at: Date; by: string; side: 'buyer' | 'supplier' | 'admin'; note: string }[];
  files: { id: string; name: string; size: number; contentType: string; status: OrderStatus; side: 'buyer' | 'supplier'; uploadedBy: string; uploadedAt: Date }[];
  createdAt: Date;
  updatedAt: Date;
}

export const OrderModel = mongoose.model('PurchaseOrder', orderSchema);

export const ensureOrderIndexes = (): Promise<void> => OrderModel.init().then(() => undefined);
