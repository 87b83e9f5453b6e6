import { z } from 'zod';
import { ANALYTICS_ENVIRONMENTS, LINE_KINDS } from './enums.js';
import { BomLineSchema, ProcessRefSchema } from './bom.js';
import type { ApiRoute } from './route-types.js';

// The operations outside the domain contracts: health, docs, analytics events, BOM downloads and progress,
// parts, the processing status and the operators' queue routes.

// ---------- analytics ----------

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

/** One recorded event as the API reads it (the SDK's `AnalyticsEvent` is what pages send). */
export type RecordedAnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const AnalyticsEnvelopeSchema = z.object({
  /** Chosen by the client per event; a repeated id (a retried or replayed send) is counted once. */
  id: z.uuid('Each event needs an id (a UUID), so a repeated send is counted once.'),
  environment: z.enum(ANALYTICS_ENVIRONMENTS),
  // Kept for older clients, but ignored: visitors are counted from the server's cookie.
  anonymousId: z.string().max(100).optional(),
  path: z.string().max(500).optional(),
  event: AnalyticsEventSchema,
});

export const AnalyticsAcceptedSchema = z.object({ accepted: z.literal(true) });
/** GET /api/admin/analytics: event counts by type and unique visitors over the last ?days= (default 30). */
export const AnalyticsSummarySchema = z.object({ since: z.string(), counts: z.record(z.string(), z.number().int()), uniqueVisitors: z.number().int() });

// ---------- health and processing ----------

export const HealthSchema = z.object({ status: z.literal('ok') });
/** 200 ready / 503 not-ready, with each dependency's check ("ok" or what failed). */
export const ReadinessSchema = z.object({ status: z.enum(['ready', 'not-ready']), checks: z.record(z.string(), z.string()) });
/** Whether BOM processing runs: Redis reachable and at least one worker alive; otherwise a message for the pages. */
export const ProcessingStatusSchema = z.object({ redis: z.enum(['ok', 'down']), workers: z.number().int(), paused: z.boolean(), delayed: z.boolean(), message: z.string().nullable() });

// ---------- parts ----------

/** GET /api/parts: every part the caller's uploads hold, latest occurrence first (?q= filters). */
export const PartListSchema = z.array(
  z.object({
    id: z.string(),
    partId: z.string(),
    uploadId: z.string(),
    partKey: z.string(),
    partNumber: z.string(),
    description: z.string(),
    revision: z.string(),
    revisions: z.array(z.string()),
    kind: z.enum(LINE_KINDS),
    process: ProcessRefSchema.nullable(),
    standardCategory: z.string().nullable(),
    manufacturer: z.string(),
    mpn: z.string(),
    uploads: z.number().int(),
    occurrences: z.number().int(),
    totalQuantity: z.number(),
    lastSeenAt: z.string(),
  }),
);
/** GET /api/parts/{uploadId}/{partId}: one part with its revisions, its history across uploads and where it is used. */
export const PartDetailSchema = z.object({
  part: BomLineSchema,
  upload: z.object({ id: z.string(), fileName: z.string(), createdAt: z.string() }),
  revision: z.string(),
  revisions: z.array(z.string()),
  latestRevision: z.string(),
  history: z.array(
    z.object({
      uploadId: z.string(),
      lineId: z.string(),
      fileName: z.string(),
      at: z.string(),
      revision: z.string(),
      description: z.string(),
      quantity: z.number().nullable(),
      kind: z.enum(LINE_KINDS),
      process: ProcessRefSchema.nullable(),
      corrected: z.boolean(),
    }),
  ),
  whereUsed: z.array(
    z.object({ uploadId: z.string(), fileName: z.string(), lineNo: z.number().int(), quantity: z.number().nullable(), unit: z.string(), refDes: z.array(z.string()) }),
  ),
});

// ---------- the buy list ----------

/** GET /api/bom/uploads/{id}/buy-list?format=json: the standard lines to buy, grouped by supplier, largest spend first. */
export const BuyListSchema = z.object({
  groups: z.array(
    z.object({
      supplier: z.string(),
      items: z.array(
        z.object({
          lineId: z.string(),
          lineNo: z.number().int(),
          name: z.string(),
          partNumber: z.string(),
          mpn: z.string(),
          supplierPn: z.string(),
          quantity: z.number().nullable(),
          unit: z.string(),
          unitPrice: z.number().nullable(),
          total: z.number().nullable(),
          link: z.string(),
        }),
      ),
      total: z.number().nullable(),
    }),
  ),
  total: z.number().nullable(),
  lines: z.number().int(),
});

// ---------- the operators' queue ----------

export const QUEUE_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed', 'paused'] as const;
/** Every queue of the platform beside the BOM queue (e.g. `rfq-deadlines`): counts, pause state and failed jobs with their attempts. */
export const QueueSummarySchema = z.object({
  name: z.string(),
  description: z.string(),
  counts: z.record(z.enum(QUEUE_STATES), z.number().int()),
  paused: z.boolean(),
  failed: z.array(z.object({ id: z.string(), name: z.string(), error: z.string(), attemptsMade: z.number().int(), failedAt: z.string().nullable() })),
});
export const BullBoardCodeSchema = z.object({ url: z.string(), expiresInSeconds: z.number().int() });
export const QueueOverviewSchema = z.object({
  counts: z.record(z.enum(QUEUE_STATES), z.number().int()),
  paused: z.boolean(),
  throughputPerMin: z.number(),
  durationsMs: z.object({ p50: z.number(), p95: z.number(), p99: z.number() }),
  failed: z.array(
    z.object({ id: z.string(), uploadId: z.string(), fileName: z.string(), error: z.string(), attemptsMade: z.number().int(), failedAt: z.string().nullable() }),
  ),
  /** The other queues, listed read-only (the actions above act on the BOM queue). */
  otherQueues: z.array(QueueSummarySchema),
});
/** GET /api/admin/queue/history: the BOM queue's last 24 h, a point a minute (oldest first), and jobs that were retried. */
export const QueueHistorySchema = z.object({
  points: z.array(z.object({ at: z.string(), completed: z.number().int(), failed: z.number().int(), waiting: z.number().int().nullable() })),
  retried: z.array(z.object({ id: z.string(), fileName: z.string(), state: z.string(), retries: z.number().int(), error: z.string() })),
});
export type QueueHistory = z.infer<typeof QueueHistorySchema>;
export const QueueJobRetriedSchema = z.object({ id: z.string(), state: z.literal('waiting') });
export const QueueJobRemovedSchema = z.object({ id: z.string(), removed: z.literal(true) });
export const QueuePausedSchema = z.object({ paused: z.boolean() });

const admin = (route: Omit<ApiRoute, 'auth'>): ApiRoute => ({ ...route, auth: true, tags: [...route.tags, 'admin'] });
const download = 'a file (?format=); browsers pass the token as ?access_token=';

export const PLATFORM_API_ROUTES: ApiRoute[] = [
  { id: 'platform.healthz', method: 'get', path: '/healthz', summary: 'Liveness: the process is up', tags: ['ops'], response: HealthSchema },
  { id: 'platform.readyz', method: 'get', path: '/readyz', summary: 'Readiness: database, queue and identity provider reachable (503 otherwise)', tags: ['ops'], response: ReadinessSchema },
  { id: 'platform.metrics', method: 'get', path: '/metrics', summary: 'Prometheus metrics', tags: ['ops'], produces: 'text/plain' },
  { id: 'platform.openapi', method: 'get', path: '/api/openapi.json', summary: 'This document (OpenAPI 3.1, generated from @forge/contract)', tags: ['ops'], produces: 'application/json' },
  { id: 'platform.docs', method: 'get', path: '/api/docs', summary: 'The interactive API reference (Swagger UI, served from this server)', tags: ['ops'], produces: 'text/html' },
  { id: 'platform.docsInit', method: 'get', path: '/api/docs/init.js', summary: 'The API reference page’s start-up script', tags: ['ops'], produces: 'text/javascript' },
  { id: 'functions.call', method: 'post', path: '/api/functions/{name}', summary: 'Callable functions: body {data}, answer {result}', tags: ['functions'] },
  { id: 'analytics.createEvent', method: 'post', path: '/api/analytics/events', summary: 'Record a page view or product event (202; a repeated id counts once)', tags: ['analytics'], request: AnalyticsEnvelopeSchema, response: AnalyticsAcceptedSchema },
  admin({ id: 'admin.listAnalytics', method: 'get', path: '/api/admin/analytics', summary: 'Event counts by type and unique visitors (?days=, default 30)', tags: ['analytics'], response: AnalyticsSummarySchema }),
  { id: 'processing.getStatus', method: 'get', path: '/api/processing/status', summary: 'Whether BOM processing runs: Redis reachable, queue not paused, BOM workers alive; delayed with a message otherwise', tags: ['bom'], response: ProcessingStatusSchema },
  { id: 'bom.getUploadProgress', method: 'get', path: '/api/bom/uploads/{id}/progress', summary: 'Processing progress as server-sent events (token as ?access_token= for EventSource)', tags: ['bom'], auth: true, produces: 'text/event-stream' },
  { id: 'bom.getUploadExport', method: 'get', path: '/api/bom/uploads/{id}/export', summary: `The classified lines as ${download}`, tags: ['bom'], auth: true, produces: 'application/octet-stream' },
  { id: 'bom.getUploadBuyList', method: 'get', path: '/api/bom/uploads/{id}/buy-list', summary: "The buy list of standard parts, by supplier: JSON, or CSV with ?format=csv (browsers pass the token as ?access_token=)", tags: ['bom'], auth: true, response: BuyListSchema, produces: 'text/csv' },
  { id: 'parts.listUploadParts', method: 'get', path: '/api/parts', summary: 'My parts across uploads (?q=)', tags: ['bom'], auth: true, response: PartListSchema },
  { id: 'parts.getUploadPart', method: 'get', path: '/api/parts/{uploadId}/{partId}', summary: 'One part: revisions, history and where used', tags: ['bom'], auth: true, response: PartDetailSchema },
  admin({ id: 'admin.getQueue', method: 'get', path: '/api/admin/queue', summary: 'BOM queue counts, throughput, durations and failed jobs', tags: ['bom'], response: QueueOverviewSchema }),
  admin({ id: 'admin.getQueueHistory', method: 'get', path: '/api/admin/queue/history', summary: 'The BOM queue per minute over 24 h (completed, failed, waiting; from Redis) and retry counts of recent jobs', tags: ['bom'], response: QueueHistorySchema }),
  admin({ id: 'admin.retryQueueJob', method: 'post', path: '/api/admin/queue/jobs/{id}/retry', summary: 'Retry a failed job (409 otherwise)', tags: ['bom'], response: QueueJobRetriedSchema }),
  admin({ id: 'admin.deleteQueueJob', method: 'delete', path: '/api/admin/queue/jobs/{id}', summary: 'Remove a job that is not running', tags: ['bom'], response: QueueJobRemovedSchema }),
  admin({ id: 'admin.pauseQueue', method: 'post', path: '/api/admin/queue/pause', summary: 'Pause the BOM queue', tags: ['bom'], response: QueuePausedSchema }),
  admin({ id: 'admin.resumeQueue', method: 'post', path: '/api/admin/queue/resume', summary: 'Resume the BOM queue', tags: ['bom'], response: QueuePausedSchema }),
  admin({ id: 'admin.queueBoardCode', method: 'post', path: '/api/admin/queue/board-code', summary: 'A one-time code (60 s) that opens bull-board in a new tab as an HttpOnly session cookie (audited)', tags: ['bom'], response: BullBoardCodeSchema }),
];
