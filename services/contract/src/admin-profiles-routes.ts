import type { ApiRoute } from './route-types.js';
import { FeaturePlacementInputSchema, FeaturePlacementPageSchema, FeaturePlacementSchema, PublicFeaturedListSchema } from './admin-featured.js';
import { AdminProfileChangesSchema, AdminProfileCreateSchema, AdminProfilePageSchema, AdminProfileSchema } from './admin-profiles.js';

const admin = (route: Omit<ApiRoute, 'auth' | 'tags'>): ApiRoute => ({ ...route, tags: ['admin'], auth: true });

/** Company profile administration (/admin/gcp-profiles, /admin/gcp-profile) and featured suppliers (/admin/featured-suppliers). */
export const ADMIN_PROFILE_ROUTES: ApiRoute[] = [
  admin({ id: 'admin.listGcpProfiles', method: 'get', path: '/api/admin/gcp-profiles', summary: 'Company profiles with completeness (?q, missing, completeness=complete|incomplete, state, sort=completeness|name|state|updatedAt, format=csv)', response: AdminProfilePageSchema }),
  admin({ id: 'admin.createGcpProfile', method: 'post', path: '/api/admin/gcp-profiles', summary: 'Create a company profile (audited; search index and every replica follow)', request: AdminProfileCreateSchema, response: AdminProfileSchema }),
  admin({ id: 'admin.getGcpProfile', method: 'get', path: '/api/admin/gcp-profiles/{id}', summary: 'One company profile, every field, with its completeness', response: AdminProfileSchema }),
  admin({ id: 'admin.updateGcpProfile', method: 'patch', path: '/api/admin/gcp-profiles/{id}', summary: 'Edit any profile field (audited, before → after of the fields changed)', request: AdminProfileChangesSchema, response: AdminProfileSchema }),
  admin({ id: 'admin.listFeaturedSuppliers', method: 'get', path: '/api/admin/featured-suppliers', summary: 'Featured placements (?q, scope, status=scheduled|active|ended, sort=order|startsAt|endsAt|supplier, format=csv)', response: FeaturePlacementPageSchema }),
  admin({ id: 'admin.createFeaturedSupplier', method: 'post', path: '/api/admin/featured-suppliers', summary: 'Feature a supplier for a capability or state between two dates, in an order (audited)', request: FeaturePlacementInputSchema, response: FeaturePlacementSchema }),
  admin({ id: 'admin.deleteFeaturedSupplier', method: 'delete', path: '/api/admin/featured-suppliers/{id}', summary: 'Stop featuring: remove a placement (audited)' }),
  { id: 'suppliers.getFeatured', method: 'get', path: '/api/suppliers/featured', summary: 'Suppliers featured now for a capability or state, in their order (sponsored; separate from ranked results)', tags: ['suppliers'], response: PublicFeaturedListSchema },
];
