import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import {
  BomLineEnvelopeSchema,
  BomLineListSchema,
  BomProcessListSchema,
  LineCorrectionSchema,
  ProcessRequestSchema,
  RestoreRowsSchema,
  ExcludeRowsSchema,
  SheetChoiceSchema,
  UploadEnvelopeSchema,
  UploadLinesQuerySchema,
  UploadListSchema,
  UploadsQuerySchema,
} from './bom.js';
import { InvestorMetricsSchema, MyActivitySchema } from './insights.js';

/**
 * The BOM operations and the composed views (issue 12); routes.ts spreads CORE_API_ROUTES into API_ROUTES.
 * More specific paths come first where two templates could match one URL.
 */
export const BOM_API = routeGroup('bom', ['bom'], {
  listProcesses: { method: 'get', path: '/api/bom/processes', summary: 'Processes a BOM line can be corrected to', auth: true, response: BomProcessListSchema },
  createUpload: { method: 'post', path: '/api/bom/uploads', summary: 'Upload a BOM (multipart field "file": CSV, TSV or XLSX, ≤ 10 MB, ≤ 20,000 lines)', auth: true, response: UploadEnvelopeSchema },
  listUploads: { method: 'get', path: '/api/bom/uploads', summary: 'My uploads, newest first (admins: ?all=1 for everyone’s)', auth: true, query: UploadsQuerySchema, response: UploadListSchema },
  getUpload: { method: 'get', path: '/api/bom/uploads/{id}', summary: 'One upload with detected columns, mapping and preview', auth: true, response: UploadEnvelopeSchema },
  chooseSheet: { method: 'post', path: '/api/bom/uploads/{id}/sheet', summary: 'Choose another XLSX sheet and re-detect columns', auth: true, request: SheetChoiceSchema, response: UploadEnvelopeSchema },
  process: { method: 'post', path: '/api/bom/uploads/{id}/process', summary: 'Confirm the mapping and queue processing (202)', auth: true, request: ProcessRequestSchema, response: UploadEnvelopeSchema },
  restore: { method: 'post', path: '/api/bom/uploads/{id}/restore', summary: 'Restore skipped rows as lines and process again (202)', auth: true, request: RestoreRowsSchema, response: UploadEnvelopeSchema },
  excludeRows: { method: 'post', path: '/api/bom/uploads/{id}/exclude', summary: 'Move lines to the "not a part" list and process again (202)', auth: true, request: ExcludeRowsSchema, response: UploadEnvelopeSchema },
  listUploadLines: { method: 'get', path: '/api/bom/uploads/{id}/lines', summary: 'Classified lines (?kind=&process=&q=)', auth: true, query: UploadLinesQuerySchema, response: BomLineListSchema },
  updateUploadLine: { method: 'patch', path: '/api/bom/uploads/{id}/lines/{lineId}', summary: 'Correct a line (remembered for later uploads)', auth: true, request: LineCorrectionSchema, response: BomLineEnvelopeSchema },
});

export const MY_ACTIVITY_API = routeGroup('myActivity', ['bom'], {
  get: { method: 'get', path: '/api/my-activity', summary: 'My uploads, RFQs and recent supplier searches', auth: true, response: MyActivitySchema },
});

export const INVESTOR_API = routeGroup('investor', ['content'], {
  getMetrics: { method: 'get', path: '/api/investor/metrics', summary: 'Live marketplace metrics (INVESTOR or admin)', auth: true, response: InvestorMetricsSchema },
});

export const CORE_API_ROUTES: ApiRoute[] = [...routeList(BOM_API), ...routeList(MY_ACTIVITY_API), ...routeList(INVESTOR_API)];
