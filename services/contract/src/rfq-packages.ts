import { z } from 'zod';
import { requiredId } from './fields.js';
import { RfqHeadlineSchema } from './rfq-headline.js';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';

/**
 * Packages by process (issue 14): a BOM's custom lines become one draft RFQ per process (CNC parts, sheet-metal
 * parts, PCBs, …), each with the lines of that process and the suppliers the BOM pipeline matched for it.
 */

/** One package as previewed (before anything is created). */
export const RfqPackageSchema = z.object({
  /** Process slug, or null for custom lines whose process is not known. */
  process: z.object({ slug: z.string(), name: z.string() }).nullable(),
  title: z.string(),
  lineCount: z.number().int(),
  /** Lines that had no quantity in the BOM: the draft asks for 1 and says so in its notes. */
  linesWithoutQuantity: z.number().int(),
  /** Part revisions the lines carry (the RFQ lines keep them). */
  revisions: z.array(z.object({ partNumber: z.string(), revision: z.string() })),
  suppliers: z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() })),
});
export type RfqPackage = z.infer<typeof RfqPackageSchema>;

/** An RFQ already made from this BOM (drafts and sent ones), as the packages page lists them. */
export const RfqFromBomSchema = RfqHeadlineSchema.extend({
  supplierCount: z.number().int(),
  process: z.object({ slug: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RfqFromBom = z.infer<typeof RfqFromBomSchema>;

/** GET /api/rfq-packages?uploadId=: what "Request quotes" would create, and the RFQs already made from the BOM. */
export const RfqPackagePreviewSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  customLines: z.number().int(),
  packages: z.array(RfqPackageSchema),
  created: z.array(RfqFromBomSchema),
});
export type RfqPackagePreview = z.infer<typeof RfqPackagePreviewSchema>;

/** POST /api/rfq-packages: create the drafts. */
export const RfqPackagesInputSchema = z
  .object({
    uploadId: requiredId,
    /** The due date every draft starts with (YYYY-MM-DD); the buyer can change each before sending. */
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD').optional(),
  })
  .strict();
export type RfqPackagesInput = z.input<typeof RfqPackagesInputSchema>;

export const RfqPackagesCreatedSchema = z.object({ uploadId: z.string(), created: z.array(RfqFromBomSchema) });
export type RfqPackagesCreated = z.infer<typeof RfqPackagesCreatedSchema>;

/** The supplier's formal quote PDF: one per quote revision, seen by the buyer, admins and that supplier only. */
export const QUOTE_ATTACHMENT_EXTENSIONS = ['pdf'] as const;
export const QuoteAttachmentSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type QuoteAttachment = z.infer<typeof QuoteAttachmentSchema>;
export const QuoteAttachmentEnvelopeSchema = z.object({ attachment: QuoteAttachmentSchema });

export const RFQ_PACKAGES_API = routeGroup('rfqPackages', ['rfqs'], {
  list: { method: 'get', path: '/api/rfq-packages', summary: "Preview one draft RFQ per process from a BOM's custom lines (?uploadId=), and the RFQs already made from it", tags: ['rfqs'], auth: true, response: RfqPackagePreviewSchema },
  create: { method: 'post', path: '/api/rfq-packages', summary: "Create one draft RFQ per process from a processed BOM's custom lines, with the suppliers matched for each process", tags: ['rfqs'], auth: true, request: RfqPackagesInputSchema, response: RfqPackagesCreatedSchema },
});

export const QUOTE_ATTACHMENTS_API = routeGroup('rfqs', ['rfqs'], {
  createQuoteAttachment: { method: 'post', path: '/api/rfqs/{id}/quote-attachments', summary: "Upload the supplier's formal quote PDF (multipart \"file\", ≤ 50 MB); send its id with the quote revision", tags: ['rfqs'], auth: true, response: QuoteAttachmentEnvelopeSchema },
  getQuoteAttachmentContent: { method: 'get', path: '/api/rfqs/{id}/quote-attachments/{fileId}/content', summary: "Download a quote PDF (the RFQ's buyer, admins and the supplier that sent it)", tags: ['rfqs'], auth: true, produces: 'application/pdf' },
});

export const RFQ_PACKAGE_API_ROUTES: ApiRoute[] = [...routeList(RFQ_PACKAGES_API), ...routeList(QUOTE_ATTACHMENTS_API)];
