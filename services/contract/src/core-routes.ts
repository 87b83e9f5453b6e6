import type { ApiRoute } from './routes.js';
import {
  BomLineEnvelopeSchema,
  BomLineListSchema,
  BomProcessListSchema,
  LineCorrectionSchema,
  ProcessRequestSchema,
  RestoreRowsSchema,
  SheetChoiceSchema,
  UploadEnvelopeSchema,
  UploadListSchema,
} from './bom.js';
import { InvestorMetricsSchema, MyActivitySchema } from './insights.js';

/**
 * The BOM operations and the composed views (issue 12); routes.ts spreads this array into API_ROUTES.
 * More specific paths come first where two templates could match one URL.
 */
export const CORE_API_ROUTES: ApiRoute[] = [
  { method: 'get', path: '/api/bom/processes', summary: 'Processes a BOM line can be corrected to', tags: ['bom'], auth: true, response: BomProcessListSchema },
  { method: 'post', path: '/api/bom/uploads', summary: 'Upload a BOM (multipart field "file": CSV, TSV or XLSX, ≤ 10 MB, ≤ 20,000 lines)', tags: ['bom'], auth: true, response: UploadEnvelopeSchema },
  { method: 'get', path: '/api/bom/uploads', summary: 'My uploads, newest first (admins: ?all=1 for everyone’s)', tags: ['bom'], auth: true, response: UploadListSchema },
  { method: 'get', path: '/api/bom/uploads/{id}', summary: 'One upload with detected columns, mapping and preview', tags: ['bom'], auth: true, response: UploadEnvelopeSchema },
  { method: 'post', path: '/api/bom/uploads/{id}/sheet', summary: 'Choose another XLSX sheet and re-detect columns', tags: ['bom'], auth: true, request: SheetChoiceSchema, response: UploadEnvelopeSchema },
  { method: 'post', path: '/api/bom/uploads/{id}/process', summary: 'Confirm the mapping and queue processing (202)', tags: ['bom'], auth: true, request: ProcessRequestSchema, response: UploadEnvelopeSchema },
  { method: 'post', path: '/api/bom/uploads/{id}/restore', summary: 'Restore skipped rows as lines and process again (202)', tags: ['bom'], auth: true, request: RestoreRowsSchema, response: UploadEnvelopeSchema },
  { method: 'get', path: '/api/bom/uploads/{id}/lines', summary: 'Classified lines (?kind=&process=&q=)', tags: ['bom'], auth: true, response: BomLineListSchema },
  { method: 'patch', path: '/api/bom/uploads/{id}/lines/{lineId}', summary: 'Correct a line (remembered for later uploads)', tags: ['bom'], auth: true, request: LineCorrectionSchema, response: BomLineEnvelopeSchema },
  { method: 'get', path: '/api/my-activity', summary: 'My uploads, RFQs and recent supplier searches', tags: ['bom'], auth: true, response: MyActivitySchema },
  { method: 'get', path: '/api/investor/metrics', summary: 'Live marketplace metrics (INVESTOR or admin)', tags: ['content'], auth: true, response: InvestorMetricsSchema },
];
