import { ANALYTICS_ENVIRONMENTS } from '@forge/contract';
import { z } from 'zod';

/** The events of product-spec §3, plus page views. Each event's props are validated strictly. */
export const AnalyticsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_view'), props: z.object({ path: z.string().max(500), title: z.string().max(300).optional() }) }),
  z.object({
    type: z.literal('bom_upload'),
    props: z.object({ fileName: z.string().max(300), fileType: z.string().max(100), fileSize: z.number().nonnegative(), user: z.string().max(200) }),
  }),
  z.object({
    type: z.literal('processing_complete'),
    props: z.object({
      uploadId: z.string().max(100),
      processingTimeMs: z.number().nonnegative(),
      linesProcessed: z.number().int().nonnegative(),
      suppliersFound: z.number().int().nonnegative(),
    }),
  }),
  z.object({
    type: z.literal('supplier_search'),
    props: z.object({ query: z.string().max(500), resultCount: z.number().int().nonnegative(), searchType: z.string().max(50) }),
  }),
  z.object({
    type: z.literal('waitlist_signup'),
    props: z.object({
      email: z.string().max(320),
      company: z.string().max(200),
      source: z.string().max(100),
      fileName: z.string().max(300).nullable(),
      descriptionLength: z.number().int().nonnegative(),
    }),
  }),
  z.object({
    type: z.literal('chat_interaction'),
    props: z.object({
      messageLength: z.number().int().nonnegative(),
      responseLength: z.number().int().nonnegative(),
      conversationId: z.string().max(100),
    }),
  }),
  z.object({
    type: z.literal('supplier_contact'),
    props: z.object({ supplierId: z.string().max(100), name: z.string().max(300), contactMethod: z.string().max(50) }),
  }),
  z.object({ type: z.literal('identify'), props: z.object({ event: z.enum(['signup', 'login', 'logout']) }) }),
]);

export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const AnalyticsEnvelopeSchema = z.object({
  /** Chosen by the client per event; a repeated id (a retried or replayed send) is counted once. */
  id: z.uuid('Each event needs an id (a UUID), so a repeated send is counted once.'),
  environment: z.enum(ANALYTICS_ENVIRONMENTS),
  // Kept for older clients, but ignored: visitors are counted from the server's cookie.
  anonymousId: z.string().max(100).optional(),
  path: z.string().max(500).optional(),
  event: AnalyticsEventSchema,
});
