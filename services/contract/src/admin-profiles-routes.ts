import type { ApiRoute } from './routes.js';
import { AdminProfileChangesSchema, AdminProfileCreateSchema, AdminProfilePageSchema, AdminProfileSchema } from './admin-profiles.js';

const admin = (route: Omit<ApiRoute, 'auth' | 'tags'>): ApiRoute => ({ ...route, tags: ['admin'], auth: true });

/** Company profile administration (/admin/gcp-profiles, /admin/gcp-profile). */
export const ADMIN_PROFILE_ROUTES: ApiRoute[] = [
  admin({ method: 'get', path: '/api/admin/gcp-profiles', summary: 'Company profiles with completeness (?q, missing, completeness=complete|incomplete, state, sort=completeness|name|state|updatedAt, format=csv)', response: AdminProfilePageSchema }),
  admin({ method: 'post', path: '/api/admin/gcp-profiles', summary: 'Create a company profile (audited; search index and every replica follow)', request: AdminProfileCreateSchema, response: AdminProfileSchema }),
  admin({ method: 'get', path: '/api/admin/gcp-profiles/{id}', summary: 'One company profile, every field, with its completeness', response: AdminProfileSchema }),
  admin({ method: 'patch', path: '/api/admin/gcp-profiles/{id}', summary: 'Edit any profile field (audited, before → after of the fields changed)', request: AdminProfileChangesSchema, response: AdminProfileSchema }),
];
