import type { ApiRoute } from './routes.js';
import { AuditPageSchema } from './admin.js';

/**
 * The admin operations (issue 16). One array so each admin panel adds its rows here; routes.ts spreads it into
 * API_ROUTES. Every one needs the admin role.
 */
export const ADMIN_API_ROUTES: ApiRoute[] = [
  { method: 'get', path: '/api/admin/audit', summary: 'Search the admin audit log (append-only; ?q, action, page, sort, format=csv)', tags: ['admin'], auth: true, response: AuditPageSchema },
];
