import type { ApiRoute } from './route-types.js';
import { AuditPageSchema } from './admin.js';
import { AdminClaimLinkSchema, AdminCompanyPageSchema, AdminCompanySchema, AdminVerificationChangeSchema, AdminVisibilityChangeSchema, AdminOwnerChangeSchema, AdminEnabledChangeSchema, AdminRoleChangeSchema, AdminUserDetailSchema, AdminUserPageSchema, AdminUserSchema } from './admin-users.js';

/**
 * The admin operations (issue 16). One array so each admin panel adds its rows here; routes.ts spreads it into
 * API_ROUTES. Every one needs the admin role.
 */
export const ADMIN_API_ROUTES: ApiRoute[] = [
  { id: 'admin.getAudit', method: 'get', path: '/api/admin/audit', summary: 'Search the admin audit log (append-only; ?q, action, page, sort, format=csv)', tags: ['admin'], auth: true, response: AuditPageSchema },
  { id: 'admin.listUsers', method: 'get', path: '/api/admin/users', summary: 'Users from the identity provider joined with profiles (?q, role, page, sort, format=csv)', tags: ['admin'], auth: true, response: AdminUserPageSchema },
  { id: 'admin.getUser', method: 'get', path: '/api/admin/users/{uid}', summary: "A user with their uploads, RFQs and claimed company", tags: ['admin'], auth: true, response: AdminUserDetailSchema },
  { id: 'admin.setUserRole', method: 'put', path: '/api/admin/users/{uid}/role', summary: 'Set the product role (applies on the next token)', tags: ['admin'], auth: true, request: AdminRoleChangeSchema, response: AdminUserSchema },
  { id: 'admin.setUserEnabled', method: 'put', path: '/api/admin/users/{uid}/enabled', summary: 'Disable or enable an account (disabled: refresh refused, API 401)', tags: ['admin'], auth: true, request: AdminEnabledChangeSchema, response: AdminUserSchema },
  { id: 'admin.resetPassword', method: 'post', path: '/api/admin/users/{uid}/password-reset', summary: 'Send a password-reset email through the outbox', tags: ['admin'], auth: true },
  { id: 'admin.listCompanies', method: 'get', path: '/api/admin/companies', summary: 'Supplier companies (?q, state, capability, certification, certificationStatus, verified, claimed, featured, hidden, sort, format=csv)', tags: ['admin'], auth: true, response: AdminCompanyPageSchema },
  { id: 'admin.setCompanyVerification', method: 'put', path: '/api/admin/companies/{id}/verification', summary: 'Verify or unverify a company with a note (audited)', tags: ['admin'], auth: true, request: AdminVerificationChangeSchema, response: AdminCompanySchema },
  { id: 'admin.setCompanyOwner', method: 'put', path: '/api/admin/companies/{id}/owner', summary: 'Transfer a company to another user by email (audited with both owners)', tags: ['admin'], auth: true, request: AdminOwnerChangeSchema, response: AdminCompanySchema },
  { id: 'admin.setCompanyVisibility', method: 'put', path: '/api/admin/companies/{id}/visibility', summary: 'Hide a company from search and listings with a reason, or show it again (audited)', tags: ['admin'], auth: true, request: AdminVisibilityChangeSchema, response: AdminCompanySchema },
  { id: 'admin.createClaimToken', method: 'post', path: '/api/admin/suppliers/{id}/claim-tokens', summary: 'Issue a single-use claim link valid 7 days (audited)', tags: ['admin'], auth: true, response: AdminClaimLinkSchema },
  { id: 'admin.deleteClaim', method: 'delete', path: '/api/admin/claims/{token}', summary: 'Revoke an unused claim link (audited)', tags: ['admin'], auth: true },
];
