import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';

/** The header the shell sends, with the admin's own token, on every API call while an admin views as a user. */
export const IMPERSONATION_HEADER = 'x-forge-impersonation';
/** How long a grant lasts: an admin who forgets to stop loses it within this many minutes. */
export const IMPERSONATION_LIFETIME_MINUTES = 30;

/** The user an admin views as: what the shell needs to present the session as theirs. */
export const ImpersonatedUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export type ImpersonatedUser = z.infer<typeof ImpersonatedUserSchema>;

/** A started impersonation: `grantId` is secret; it works only together with the admin's own token. */
export const ImpersonationGrantSchema = z.object({
  grantId: z.string(),
  target: ImpersonatedUserSchema,
  readOnly: z.literal(true),
  startedAt: z.string(),
  expiresAt: z.string(),
});
export type ImpersonationGrant = z.infer<typeof ImpersonationGrantSchema>;

export const ImpersonationStopSchema = z.object({ stopped: z.boolean() });

export const IMPERSONATION_API = routeGroup('admin', ['admin'], {
  startImpersonation: { method: 'post', path: '/api/admin/users/{uid}/impersonation', summary: `View Forge as this user, read-only, for ${IMPERSONATION_LIFETIME_MINUTES} minutes (not admins; audited)`, auth: true, response: ImpersonationGrantSchema },
  stopImpersonation: { method: 'delete', path: '/api/admin/impersonation/{grantId}', summary: 'End viewing as a user (audited); send it without the impersonation header', auth: true, response: ImpersonationStopSchema },
});

export const IMPERSONATION_API_ROUTES: ApiRoute[] = routeList(IMPERSONATION_API);
