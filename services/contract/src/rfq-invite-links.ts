import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import { boundedText as text } from './fields.js';
import { InvitationsSchema, QuoteInputSchema, QuoteSchema, RfqSchema } from './rfqs.js';
import { RfqFileListSchema } from './rfq-files.js';
import { RfqMessageInputSchema, RfqMessageSchema } from './threads.js';
import { BuyerAwardRateSchema } from './trust.js';

/**
 * Quoting by link (issue 35 §2): an invitation to a company nobody has claimed is emailed to its listed contact with a
 * link for that one company and RFQ. The link's token is the credential; a forged, altered, withdrawn or expired one
 * answers 404.
 */

/** GET /api/rfq-invites/{token}: what the invited company may see, without an account. */
export const RfqInviteViewSchema = z.object({
  invite: z.object({
    supplierId: z.string(),
    supplierName: z.string(),
    /** The listed contact address the link was sent to. */
    contactEmail: z.string(),
    /** Quoting closes at the end of the RFQ's due day (UTC); the link ends with it. */
    expiresAt: z.string(),
    /** Whether the company has an owner account now (quotes by link then need that owner's email). */
    companyClaimed: z.boolean(),
  }),
  rfq: RfqSchema,
  buyerAwardRate: BuyerAwardRateSchema.nullable(),
  files: RfqFileListSchema,
  /** The company's own thread with the buyer and the buyer's broadcasts. */
  messages: z.array(RfqMessageSchema),
  /** The company's own quote revisions, newest first. */
  quotes: z.array(QuoteSchema),
});
export type RfqInviteView = z.infer<typeof RfqInviteViewSchema>;

/** POST /api/rfq-invites/{token}/messages: a question to the buyer in the company's thread. */
export const RfqInviteMessageInputSchema = RfqMessageInputSchema.pick({ body: true }).strict();
export type RfqInviteMessageInput = z.infer<typeof RfqInviteMessageInputSchema>;
export const RfqInviteMessageEnvelopeSchema = z.object({ message: RfqMessageSchema });

/** POST /api/rfq-invites/{token}/quotes: who answers (their account is made for this company) and the quote. */
export const RfqInviteQuoteInputSchema = z
  .object({
    name: z.string().trim().min(2, 'give your name').max(120, 'must be at most 120 characters'),
    email: z
      .string({ error: 'give your email address' })
      .trim()
      .min(1, 'give your email address')
      .max(254, 'must be at most 254 characters')
      .pipe(z.email('must be an email address, like name@company.com'))
      .transform((value) => value.toLowerCase()),
    quote: QuoteInputSchema,
  })
  .strict();
export type RfqInviteQuoteInput = z.input<typeof RfqInviteQuoteInputSchema>;

export const RfqInviteQuoteResultSchema = z.object({
  quote: QuoteSchema,
  account: z.object({
    email: z.string(),
    /** A new account was made (false: an existing account with this email now answers for the company). */
    created: z.boolean(),
    supplierId: z.string(),
    /** An admin's open claim link for the company was taken over by this account. */
    joinedClaim: z.boolean(),
    /** A "set your password" email was queued for the account. */
    passwordEmail: z.boolean(),
  }),
});
export type RfqInviteQuoteResult = z.infer<typeof RfqInviteQuoteResultSchema>;

/** POST /api/rfqs/{id}/invitations/{supplierId}/withdraw: the buyer takes an invitation back (open RFQs). */
export const InvitationWithdrawInputSchema = z.object({ reason: text(500).optional() }).strict();
export type InvitationWithdrawInput = z.input<typeof InvitationWithdrawInputSchema>;

export const RFQ_INVITES_API = routeGroup('rfqInvites', ['rfqs'], {
  get: { method: 'get', path: '/api/rfq-invites/{token}', summary: 'The RFQ, its files, the thread and own quotes for the company a quote link was emailed to (no account)', tags: ['rfqs'], response: RfqInviteViewSchema },
  getFileContent: { method: 'get', path: '/api/rfq-invites/{token}/files/{fileId}/content', summary: "Download a drawing through a quote link (logged against the link's company)", tags: ['rfqs'], produces: 'application/octet-stream' },
  createMessage: { method: 'post', path: '/api/rfq-invites/{token}/messages', summary: 'Ask the buyer a question through a quote link', tags: ['rfqs'], request: RfqInviteMessageInputSchema, response: RfqInviteMessageEnvelopeSchema },
  createQuote: {
    method: 'post',
    path: '/api/rfq-invites/{token}/quotes',
    summary: "Quote or decline through a quote link: {name, email, quote}; makes the supplier account for the link's company",
    tags: ['rfqs'],
    request: RfqInviteQuoteInputSchema,
    response: RfqInviteQuoteResultSchema,
  },
});

export const RFQ_INVITATIONS_API = routeGroup('rfqs', ['rfqs'], {
  withdrawInvitation: {
    method: 'post',
    path: '/api/rfqs/{id}/invitations/{supplierId}/withdraw',
    summary: 'Withdraw an invitation from an open RFQ (buyer or admin); its quote link stops working',
    tags: ['rfqs'],
    auth: true,
    request: InvitationWithdrawInputSchema,
    response: InvitationsSchema,
  },
});

export const RFQ_INVITE_LINK_API_ROUTES: ApiRoute[] = [...routeList(RFQ_INVITES_API), ...routeList(RFQ_INVITATIONS_API)];
