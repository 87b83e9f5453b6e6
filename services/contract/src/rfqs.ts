import { z } from 'zod';
import { boundedText as text, requiredId as id } from './fields.js';
import { RFQ_STATUSES, VERIFICATION_STATUSES } from './enums.js';
import { RfqHeadlineSchema } from './rfq-headline.js';
import { QuoteAttachmentSchema } from './rfq-packages.js';
import { BuyerAwardRateSchema } from './trust.js';

// The trust signals shown beside RFQs and suppliers (response rate, time to quote, award rate).
export * from './trust.js';

/** Why a supplier does not quote a line or a whole RFQ; the reasons go back to the buyer. */
export const DECLINE_REASONS = ['capacity', 'capability', 'material', 'quantity', 'lead-time', 'drawing-unclear'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * Where an invitation stands, as the buyer sees it. `sent`: the owner of a claimed company was notified; `emailed`: an
 * unclaimed company's listed contact got a quote link; `bounced`: that email failed; `no-address`: the company lists
 * no email, so nobody was told; `not-sent`: no message went out; `withdrawn`: the buyer took the invitation back.
 */
export const INVITATION_STATUSES = ['sent', 'emailed', 'bounced', 'no-address', 'not-sent', 'opened', 'asked', 'quoted', 'declined', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The supplier inbox tabs. */
export const INBOX_BUCKETS = ['new', 'due-soon', 'answered', 'won', 'lost', 'closed'] as const;
export type InboxBucket = (typeof INBOX_BUCKETS)[number];

const quantity = z.number({ error: 'must be a number' }).positive('must be more than 0').max(10_000_000, 'must be at most 10,000,000');
const price = z.number({ error: 'must be a number (USD)' }).positive('must be more than 0').max(100_000_000, 'must be at most 100,000,000');
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
/** Lines per RFQ (the services enforce the same limit). */
export const RFQ_MAX_LINES = 200;

export const QuoteDeclineInputSchema = z
  .object({ reason: z.enum(DECLINE_REASONS, { error: `must be one of ${DECLINE_REASONS.join(', ')}` }), text: text(1000).optional() })
  .strict();

/** POST /api/rfqs/{id}/quotes: one revision — per line a price, breaks, lead time and note, or a decline with a reason. */
export const QuoteInputSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            lineId: id,
            unitPrice: price.optional(),
            breaks: z.array(z.object({ minQuantity: quantity, unitPrice: price }).strict()).max(10, 'at most 10 quantity breaks').optional(),
            leadTimeDays: z.number({ error: 'must be a number of days' }).int('must be whole days').min(0, 'must be 0 or more').max(730, 'must be at most 730 days').optional(),
            note: text(1000).optional(),
            decline: QuoteDeclineInputSchema.optional(),
          })
          .strict(),
      )
      .max(RFQ_MAX_LINES, `at most ${RFQ_MAX_LINES} lines`)
      .default([]),
    decline: QuoteDeclineInputSchema.optional(),
    validUntil: isoDay.optional(),
    shippingTerms: text(200).optional(),
    /** The formal quote PDF uploaded first (POST /api/rfqs/{id}/quote-attachments); kept with this revision. */
    attachmentId: id.optional(),
  })
  .strict();
export type QuoteInput = z.input<typeof QuoteInputSchema>;

/** POST /api/rfqs/{id}/award: whole {supplierId} or split {lines}, with an optional reason the losers are told. */
export const AwardInputSchema = z
  .object({
    supplierId: id.optional(),
    lines: z.array(z.object({ lineId: id, supplierId: id }).strict()).max(RFQ_MAX_LINES, `at most ${RFQ_MAX_LINES} lines`).optional(),
    reason: text(500).optional(),
  })
  .strict();
export type AwardInput = z.input<typeof AwardInputSchema>;

const DeclineSchema = z.object({ reason: z.enum(DECLINE_REASONS), text: z.string() });

export const QuoteSchema = z.object({
  id: z.string(),
  rfqId: z.string(),
  supplierId: z.string(),
  revision: z.number().int(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      unitPrice: z.number().nullable(),
      breaks: z.array(z.object({ minQuantity: z.number(), unitPrice: z.number() })),
      leadTimeDays: z.number().nullable(),
      note: z.string(),
      decline: DeclineSchema.nullable(),
    }),
  ),
  decline: DeclineSchema.nullable(),
  validUntil: z.string().nullable(),
  shippingTerms: z.string(),
  total: z.number(),
  /** The supplier's formal quote PDF sent with this revision (buyer, admins and that supplier only). */
  attachment: QuoteAttachmentSchema.nullable().optional(),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteEnvelopeSchema = z.object({ quote: QuoteSchema });
export const QuoteListSchema = z.object({ quotes: z.array(QuoteSchema) });

const InboxCountsSchema = z.object(Object.fromEntries(INBOX_BUCKETS.map((b) => [b, z.number().int()])) as Record<InboxBucket, z.ZodNumber>);

export const InboxItemSchema = RfqHeadlineSchema.extend({
  bucket: z.enum(INBOX_BUCKETS),
  myQuote: z.object({ revision: z.number().int(), declined: z.boolean(), total: z.number() }).nullable(),
  /** For a lost RFQ: the reason the buyer gave, if any. */
  lossReason: z.string(),
  /** Not opened and not answered yet (what the header badge counts). */
  unopened: z.boolean(),
  /** The buyer's award rate, once it has decided 3 RFQs (null before: a new buyer). */
  buyerAwardRate: BuyerAwardRateSchema.nullable(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

/** GET /api/rfqs/inbox: the sent RFQs inviting the caller's company; companyId null when the caller owns none. */
export const InboxSchema = z.object({ companyId: z.string().nullable(), counts: InboxCountsSchema, items: z.array(InboxItemSchema) });
export type Inbox = z.infer<typeof InboxSchema>;

/** GET /api/rfqs/inbox/counts: what the header badge shows (new = invitations not opened and not answered yet). */
export const InboxCountsEnvelopeSchema = z.object({ companyId: z.string().nullable(), counts: InboxCountsSchema, unopened: z.number().int() });
export type InboxCounts = z.infer<typeof InboxCountsEnvelopeSchema>;

export const ComparisonSchema = z.object({
  rfqId: z.string(),
  title: z.string(),
  status: z.enum(RFQ_STATUSES),
  lineCount: z.number().int(),
  suppliers: z.array(
    z.object({
      supplierId: z.string(),
      supplierName: z.string(),
      answered: z.boolean(),
      revision: z.number().int().nullable(),
      declinedAll: DeclineSchema.nullable(),
      total: z.number(),
      quotedLines: z.number().int(),
      validUntil: z.string().nullable(),
      shippingTerms: z.string(),
    }),
  ),
  lines: z.array(
    z.object({
      lineId: z.string(),
      partNumber: z.string(),
      description: z.string(),
      quantity: z.number(),
      unit: z.string(),
      offers: z.array(
        z.object({
          supplierId: z.string(),
          supplierName: z.string(),
          revision: z.number().int(),
          unitPrice: z.number(),
          extendedPrice: z.number(),
          leadTimeDays: z.number(),
          note: z.string(),
          /** The supplier's quantity breaks on this line (the unit price above is the one at the requested quantity). */
          breaks: z.array(z.object({ minQuantity: z.number(), unitPrice: z.number() })),
          lowestPrice: z.boolean(),
          fastestLeadTime: z.boolean(),
        }),
      ),
      declines: z.array(z.object({ supplierId: z.string(), supplierName: z.string(), reason: z.enum(DECLINE_REASONS), text: z.string() })),
    }),
  ),
});
export type Comparison = z.infer<typeof ComparisonSchema>;
export const ComparisonEnvelopeSchema = z.object({ comparison: ComparisonSchema });

export const LineAwardSchema = z.object({ lineId: z.string(), supplierId: z.string(), revision: z.number().int(), unitPrice: z.number(), leadTimeDays: z.number() });
export type LineAward = z.infer<typeof LineAwardSchema>;

/** One RFQ as its reader may see it (a supplier: no buyer, no history, only its own invitation and won lines). */
export const RfqSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(RFQ_STATUSES),
  dueDate: z.string(),
  delivery: z.object({ zip: z.string(), city: z.string(), state: z.string() }),
  notes: z.string(),
  ndaRequired: z.boolean(),
  /** ITAR / export-controlled: only ITAR-registered suppliers may be invited; files carry a banner. */
  itar: z.boolean(),
  lines: z.array(
    z.object({
      id: z.string(),
      partNumber: z.string(),
      description: z.string(),
      quantity: z.number(),
      unit: z.string(),
      material: z.string(),
      process: z.object({ slug: z.string(), name: z.string() }).nullable(),
      source: z.object({ uploadId: z.string(), lineId: z.string(), lineNo: z.number().nullable(), fileName: z.string() }).nullable(),
      /** The part's revision when the line was made from a BOM line that names one. */
      revision: z.string().optional(),
    }),
  ),
  suppliers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      city: z.string(),
      state: z.string(),
      /** ITAR RFQs: the evidence of the supplier's ITAR registration when it was invited (never "certified"). */
      itarRegistration: z.enum(VERIFICATION_STATUSES).nullable().optional(),
    }),
  ),
  awardedSupplierId: z.string().nullable(),
  owner: z.object({ uid: z.string(), email: z.string() }).nullable(),
  awards: z.array(LineAwardSchema),
  /** The buyer's reason for the award; a supplier sees it only when it lost. */
  awardReason: z.string(),
  viewer: z.enum(['owner', 'admin', 'supplier']),
  /** Invited suppliers only: the buyer's award rate once it has decided 3 RFQs (null before; absent for the buyer). */
  buyerAwardRate: BuyerAwardRateSchema.nullable().optional(),
  allowedTransitions: z.array(z.enum(RFQ_STATUSES)),
  /** ITAR RFQs: the buyer's recorded confirmation to invite self-declared ITAR registrations (owner and admins only). */
  itarSelfDeclaredConfirmation: z.object({ by: z.string(), email: z.string(), at: z.string(), supplierIds: z.array(z.string()) }).nullable().optional(),
  history: z.array(z.object({ status: z.enum(RFQ_STATUSES), at: z.string(), reason: z.string() })),
  openedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RfqView = z.infer<typeof RfqSchema>;
export const RfqEnvelopeSchema = z.object({ rfq: RfqSchema });

export const AwardResultSchema = z.object({ rfq: RfqSchema, awards: z.array(LineAwardSchema), winners: z.array(z.string()) });

/** GET /api/rfqs/{id}/invitations: per invited supplier where it stands (buyer and admins only). */
export const InvitationsSchema = z.object({
  invitations: z.array(
    z.object({
      supplierId: z.string(),
      name: z.string(),
      status: z.enum(INVITATION_STATUSES),
      openedAt: z.string().nullable(),
      askedAt: z.string().nullable(),
      answeredAt: z.string().nullable(),
      revision: z.number().int().nullable(),
      declineReason: z.enum(DECLINE_REASONS).nullable(),
      /** How the company was told: its owner's account, or an email with a quote link to its listed contact. */
      channel: z.enum(['account', 'email', 'none']).optional(),
      /** The listed contact address a quote link was emailed to (email channel only). */
      contactEmail: z.string().nullable().optional(),
      emailedAt: z.string().nullable().optional(),
      withdrawnAt: z.string().nullable().optional(),
    }),
  ),
});
export type Invitations = z.infer<typeof InvitationsSchema>;

/** What a buyer writes on a new RFQ and on a draft besides the due date, lines and suppliers. */
export const RFQ_DETAIL_FIELDS = {
  title: z.string().trim().min(3, 'must be at least 3 characters').max(120, 'must be at most 120 characters'),
  delivery: z
    .object({
      zip: z.string().trim().regex(/^(\d{5})?$/, 'must be a 5-digit ZIP code').optional(),
      state: z.string().trim().regex(/^([A-Za-z]{2})?$/, 'must be a two-letter state code').optional(),
    })
    .strict()
    .optional(),
  notes: text(4000).optional(),
  ndaRequired: z.boolean().optional(),
  itar: z.boolean().optional(),
  /**
   * ITAR RFQs: the buyer confirms inviting suppliers whose ITAR registration is self-declared (no admin verified it);
   * without it such invitees are refused. Recorded with who and when in the RFQ history.
   */
  itarSelfDeclaredConfirmed: z.boolean().optional(),
};

/** PUT /api/rfqs/{id}: edit a draft (the create body without status). */
export const DraftChangesSchema = z
  .object({
    ...RFQ_DETAIL_FIELDS,
    dueDate: isoDay,
    lines: z
      .array(
        z
          .object({
            partNumber: text(100).optional(),
            description: text(500).optional(),
            quantity,
            unit: text(20).optional(),
            material: text(120).optional(),
            process: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a process slug such as cnc-machining').optional(),
            /** Keep a line as it is (a BOM-sourced line keeps its source); only the quantity may change. */
            keepLineId: id.optional(),
          })
          .strict()
          .refine((l) => Boolean(l.keepLineId || l.partNumber || l.description), { message: 'give a part number or a description', path: ['description'] }),
      )
      .min(1, 'add at least one line item')
      .max(RFQ_MAX_LINES, `at most ${RFQ_MAX_LINES} line items`),
    supplierIds: z.array(id).max(20, 'invite at most 20 suppliers').optional(),
  })
  .strict();
export type DraftChanges = z.input<typeof DraftChangesSchema>;

export * from './rfq-files.js';
