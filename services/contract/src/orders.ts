import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';

/**
 * Purchase orders after an award (issue 35 §3): the buyer issues one from lines awarded to one supplier; the order
 * then moves issued → accepted → in-production → shipped → delivered → closed, each step by the side that owns it.
 */
export const ORDER_STATUSES = ['issued', 'accepted', 'in-production', 'shipped', 'delivered', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderSide = 'buyer' | 'supplier';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  issued: 'Issued',
  accepted: 'Accepted',
  'in-production': 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  closed: 'Closed',
};

/** The one step each status can move to, and who takes it (the buyer issues; see ORDER_NEXT). */
export const ORDER_NEXT: Record<OrderStatus, OrderStatus | null> = {
  issued: 'accepted',
  accepted: 'in-production',
  'in-production': 'shipped',
  shipped: 'delivered',
  delivered: 'closed',
  closed: null,
};
export const ORDER_STEP_OWNER: Record<OrderStatus, OrderSide> = {
  issued: 'buyer',
  accepted: 'supplier',
  'in-production': 'supplier',
  shipped: 'supplier',
  delivered: 'buyer',
  closed: 'buyer',
};

export const ORDER_NUMBER_MAX = 40;
export const ORDER_TRACKING_MAX = 64;
export const ORDER_CARRIER_MAX = 60;
export const ORDER_NOTE_MAX = 2000;
/** A figure of the order scorecard is shown from this many delivered orders (as the response rate from 3 invitations). */
export const TRUST_MIN_ORDERS = 3;
/** Step attachments: certificates of conformance, inspection reports, photos. */
export const ORDER_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'tif', 'tiff'] as const;
export const ORDER_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const ORDER_FILES_MAX = 20;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
const note = z.string().trim().max(ORDER_NOTE_MAX, `must be at most ${ORDER_NOTE_MAX} characters`);

export const ShipToSchema = z.object({
  name: z.string().trim().min(1, 'name who receives the parts').max(120),
  street: z.string().trim().min(1, 'enter the street address').max(200),
  city: z.string().trim().min(1, 'enter the city').max(80),
  state: z.string().trim().regex(/^[A-Za-z]{2}$/, 'must be a two-letter state code').transform((s) => s.toUpperCase()),
  zip: z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'must be a US ZIP code (12345 or 12345-6789)'),
});
export type ShipTo = z.infer<typeof ShipToSchema>;

export const OrderCreateSchema = z
  .object({
    rfqId: z.string().min(1),
    /** The buyer's own PO number; generated when left out. */
    number: z
      .string()
      .trim()
      .min(1)
      .max(ORDER_NUMBER_MAX, `must be at most ${ORDER_NUMBER_MAX} characters`)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'letters, digits and . _ / - only')
      .optional(),
    /** Awarded lines of one supplier; the quantity may differ from the RFQ's, the unit price is the awarded one. */
    lines: z
      .array(z.object({ lineId: z.string().min(1), quantity: z.number().int('must be a whole number').min(1).max(10_000_000) }).strict())
      .min(1, 'choose at least one awarded line')
      .max(500),
    dueDate: isoDay,
    shipTo: ShipToSchema,
    notes: note.optional(),
  })
  .strict();
export type OrderCreate = z.input<typeof OrderCreateSchema>;

export const DeliveryLineSchema = z
  .object({ lineId: z.string().min(1), accepted: z.boolean(), reason: z.string().trim().max(500, 'must be at most 500 characters').optional() })
  .strict();

/** One step forward; `to` names the status the order moves to. */
export const OrderStepSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('accepted'), note: note.optional() }).strict(),
  z.object({ to: z.literal('in-production'), note: note.optional() }).strict(),
  z
    .object({
      to: z.literal('shipped'),
      carrier: z.string().trim().min(1, 'name the carrier').max(ORDER_CARRIER_MAX, `must be at most ${ORDER_CARRIER_MAX} characters`),
      trackingNumber: z
        .string()
        .trim()
        .min(1, 'enter the tracking number')
        .max(ORDER_TRACKING_MAX, `must be at most ${ORDER_TRACKING_MAX} characters`)
        .regex(/^[A-Za-z0-9 -]+$/, 'letters, digits, spaces and hyphens only'),
      note: note.optional(),
    })
    .strict(),
  z
    .object({
      to: z.literal('delivered'),
      /** The day the parts arrived; on time when not after the PO's due date. */
      receivedOn: isoDay,
      /** Every line of the order, accepted or rejected (a rejected line needs a reason). */
      lines: z.array(DeliveryLineSchema).min(1).max(500),
      note: note.optional(),
    })
    .strict(),
  z.object({ to: z.literal('closed'), note: note.optional() }).strict(),
]);
export type OrderStep = z.infer<typeof OrderStepSchema>;

export const OrderFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** The step it belongs to (certs with "shipped", an inspection report with "delivered", …). */
  status: z.enum(ORDER_STATUSES),
  side: z.enum(['buyer', 'supplier']),
  uploadedAt: z.string(),
});
export type OrderFile = z.infer<typeof OrderFileSchema>;

export const OrderLineSchema = z.object({
  lineId: z.string(),
  partNumber: z.string(),
  description: z.string(),
  revision: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  extended: z.number(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderEventSchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), side: z.enum(['buyer', 'supplier', 'admin']), note: z.string() });

export const OrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  rfqId: z.string(),
  rfqTitle: z.string(),
  supplier: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  buyer: z.object({ email: z.string() }),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(OrderLineSchema),
  total: z.number(),
  dueDate: z.string(),
  shipTo: ShipToSchema,
  notes: z.string(),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() }).nullable(),
  delivery: z
    .object({
      receivedOn: z.string(),
      onTime: z.boolean(),
      lines: z.array(z.object({ lineId: z.string(), accepted: z.boolean(), reason: z.string() })),
    })
    .nullable(),
  events: z.array(OrderEventSchema),
  files: z.array(OrderFileSchema),
  /** How the caller sees it, and what it may do next (null: nothing for this side now). */
  viewer: z.enum(['buyer', 'supplier', 'admin']),
  next: z.object({ status: z.enum(ORDER_STATUSES), side: z.enum(['buyer', 'supplier']) }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderEnvelopeSchema = z.object({ order: OrderSchema });

export const OrderSummarySchema = OrderSchema.pick({ id: true, number: true, rfqId: true, rfqTitle: true, supplier: true, status: true, total: true, dueDate: true, viewer: true, next: true, updatedAt: true }).extend({
  /** The RFQ lines on this order (the RFQ page offers the rest of the awarded lines). */
  lineIds: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderListSchema = z.object({ items: z.array(OrderSummarySchema) });
export type OrderList = z.infer<typeof OrderListSchema>;

/**
 * A supplier's scorecard from delivered orders: on time over delivered, accepted lines over inspected lines, and orders
 * completed (delivered or closed). Null below TRUST_MIN_ORDERS delivered orders.
 */
export const SupplierOrderStatsSchema = z.object({
  completed: z.number().int(),
  onTime: z.number().int(),
  onTimeRate: z.number().min(0).max(1),
  linesInspected: z.number().int(),
  linesAccepted: z.number().int(),
  acceptanceRate: z.number().min(0).max(1),
  computedAt: z.string(),
});
export type SupplierOrderStats = z.infer<typeof SupplierOrderStatsSchema>;

export function publicOrderStats(
  raw: { completed?: number; onTime?: number; linesInspected?: number; linesAccepted?: number; computedAt?: Date | string | null } | null | undefined,
): SupplierOrderStats | null {
  if (!raw || !raw.completed || raw.completed < TRUST_MIN_ORDERS) return null;
  const onTime = Math.min(raw.onTime ?? 0, raw.completed);
  const inspected = raw.linesInspected ?? 0;
  const accepted = Math.min(raw.linesAccepted ?? 0, inspected);
  return {
    completed: raw.completed,
    onTime,
    onTimeRate: onTime / raw.completed,
    linesInspected: inspected,
    linesAccepted: accepted,
    acceptanceRate: inspected ? accepted / inspected : 0,
    computedAt: raw.computedAt ? new Date(raw.computedAt).toISOString() : new Date(0).toISOString(),
  };
}

export const ORDERS_API = routeGroup('orders', ['orders'], {
  create: { method: 'post', path: '/api/orders', summary: 'Issue a purchase order from lines awarded to one supplier (the RFQ buyer or an admin)', tags: ['orders'], auth: true, request: OrderCreateSchema, response: OrderEnvelopeSchema },
  list: { method: 'get', path: '/api/orders', summary: 'My purchase orders: issued as a buyer, or received by the company I own (?rfqId=, ?role=buyer|supplier)', tags: ['orders'], auth: true, response: OrderListSchema },
  get: { method: 'get', path: '/api/orders/{id}', summary: 'One purchase order with its timeline (the buyer, the supplier owner, admins; others 404)', tags: ['orders'], auth: true, response: OrderEnvelopeSchema },
  getPdf: { method: 'get', path: '/api/orders/{id}/pdf', summary: 'The purchase order as a PDF', tags: ['orders'], auth: true, produces: 'application/pdf' },
  createStep: { method: 'post', path: '/api/orders/{id}/steps', summary: 'Move the order one step (accepted, in-production, shipped: the supplier; delivered, closed: the buyer); out of order 409', tags: ['orders'], auth: true, request: OrderStepSchema, response: OrderEnvelopeSchema },
  createFile: { method: 'post', path: '/api/orders/{id}/files', summary: 'Attach a PDF or image to a step (?status=, default the current one): certificates, inspection reports', tags: ['orders'], auth: true, requestType: 'multipart/form-data', response: OrderEnvelopeSchema },
  getFileContent: { method: 'get', path: '/api/orders/{id}/files/{fileId}/content', summary: 'Download a step attachment (the two parties and admins)', tags: ['orders'], auth: true, produces: 'application/octet-stream' },
});

export const ORDER_API_ROUTES: ApiRoute[] = [...routeList(ORDERS_API)];
