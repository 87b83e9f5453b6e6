import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import { RFQ_PACKAGE_API_ROUTES } from './rfq-packages.js';

// Packages by process and quote PDFs reuse this file's machinery; their schemas are exported with it.
export * from './rfq-packages.js';

/** Drawings and models attached to an RFQ (issue 14, "Drawings and files"). */
export const RFQ_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const RFQ_FILES_MAX_TOTAL_BYTES = 200 * 1024 * 1024;
/** What the upload accepts (the server checks each file's content against its extension). */
export const RFQ_FILE_EXTENSIONS = ['pdf', 'step', 'stp', 'iges', 'igs', 'dxf', 'dwg', 'stl', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'tif', 'tiff', 'zip'] as const;
/** The banner every file of an ITAR / export-controlled RFQ carries. */
export const ITAR_FILE_BANNER =
  'ITAR / export-controlled technical data. Do not share it with foreign persons or export it without a license (22 CFR 120–130). Downloads are logged and go through links that expire.';

export const RfqFileSchema = z.object({
  id: z.string(),
  rfqId: z.string(),
  /** The line the file belongs to, or null for the whole RFQ. */
  lineId: z.string().nullable(),
  name: z.string(),
  size: z.number().int(),
  /** What the content was recognised as (PDF, STEP, …). */
  kind: z.string(),
  contentType: z.string(),
  uploadedAt: z.string(),
  itar: z.boolean(),
});
export type RfqFile = z.infer<typeof RfqFileSchema>;

export const RfqFileListSchema = z.object({
  itar: z.boolean(),
  banner: z.string().nullable(),
  canUpload: z.boolean(),
  limits: z.object({ maxFileBytes: z.number().int(), maxRfqBytes: z.number().int(), usedBytes: z.number().int() }),
  files: z.array(RfqFileSchema),
});
export type RfqFileList = z.infer<typeof RfqFileListSchema>;
export const RfqFileEnvelopeSchema = z.object({ file: RfqFileSchema });

/** A short-lived download link (ITAR files are downloaded only through these). */
export const RfqFileLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type RfqFileLink = z.infer<typeof RfqFileLinkSchema>;

export const RfqFileDownloadSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  uid: z.string(),
  email: z.string(),
  role: z.enum(['buyer', 'admin', 'supplier']),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  via: z.enum(['direct', 'link']),
  at: z.string(),
});
export type RfqFileDownload = z.infer<typeof RfqFileDownloadSchema>;
export const RfqFileDownloadsSchema = z.object({ downloads: z.array(RfqFileDownloadSchema) });

export const RFQ_FILES_API = routeGroup('rfqs', ['rfqs'], {
  getFileDownloads: { method: 'get', path: '/api/rfqs/{id}/files/downloads', summary: 'Who downloaded which file and when (buyer and admins)', tags: ['rfqs'], auth: true, response: RfqFileDownloadsSchema },
  linkFile: { method: 'post', path: '/api/rfqs/{id}/files/{fileId}/link', summary: 'A download link that expires (ITAR files: 5 minutes; others 15)', tags: ['rfqs'], auth: true, response: RfqFileLinkSchema },
  createFile: {
    method: 'post',
    path: '/api/rfqs/{id}/files',
    summary: 'Attach a drawing or model (buyer, draft or open RFQ; multipart field "file", ?lineId=): PDF, STEP, IGES, DXF, DWG, STL, images, ZIP; ≤ 50 MB per file, ≤ 200 MB per RFQ',
    tags: ['rfqs'],
    auth: true,
    response: RfqFileEnvelopeSchema,
  },
  listFiles: { method: 'get', path: '/api/rfqs/{id}/files', summary: "An RFQ's files: the buyer, admins and invited suppliers' owners once it is sent", tags: ['rfqs'], auth: true, response: RfqFileListSchema },
});

export const RFQ_FILE_API_ROUTES: ApiRoute[] = [...RFQ_PACKAGE_API_ROUTES, ...routeList(RFQ_FILES_API)];
