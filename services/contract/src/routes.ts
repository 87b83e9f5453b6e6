import { ErrorBodySchema } from './errors.js';
import type { ApiRoute } from './route-types.js';
import { USER_API_ROUTES } from './users-routes.js';
import { ADMIN_API_ROUTES } from './admin-routes.js';
import { IMPERSONATION_API_ROUTES } from './admin-impersonation.js';
import { ADMIN_OPERATIONS_ROUTES } from './admin-operations-routes.js';
import { ADMIN_PROFILE_ROUTES } from './admin-profiles-routes.js';
import { CORE_API_ROUTES } from './core-routes.js';
import { RFQ_API_ROUTES } from './rfq-routes.js';
import { RFQ_INVITE_LINK_API_ROUTES } from './rfq-invite-links.js';
import { NOTIFICATION_API_ROUTES } from './notifications.js';
import { THREAD_API_ROUTES } from './threads.js';
import { RFQ_DEADLINE_API_ROUTES } from './rfq-deadlines.js';
import { CHAT_API_ROUTES } from './chat.js';
import { CONTENT_API_ROUTES } from './content-routes.js';
import { PLATFORM_API_ROUTES } from './platform.js';
import { REFERENCE_API_ROUTES } from './reference.js';
import { RFQ_LIFECYCLE_API_ROUTES } from './rfq-lifecycle.js';
import { SUPPLIER_API_ROUTES } from './supplier-routes.js';
import { CERT_VERIFICATION_API_ROUTES } from './cert-verification.js';
import { MERGE_API_ROUTES } from './admin-merge.js';
import { ORDER_API_ROUTES } from './orders.js';
import { PARTS_API_ROUTES } from './parts.js';
import { CAD_API_ROUTES } from './cad.js';

/** The operations whose bodies the contract defines. The OpenAPI document and the contract test read this. */
export const API_ROUTES: ApiRoute[] = [
  ...USER_API_ROUTES,
  ...CORE_API_ROUTES,
  ...RFQ_API_ROUTES,
  ...RFQ_INVITE_LINK_API_ROUTES,
  ...ORDER_API_ROUTES,
  ...ADMIN_API_ROUTES,
  ...IMPERSONATION_API_ROUTES,
  ...ADMIN_OPERATIONS_ROUTES,
  ...ADMIN_PROFILE_ROUTES,
  ...NOTIFICATION_API_ROUTES,
  ...THREAD_API_ROUTES,
  ...RFQ_DEADLINE_API_ROUTES,
  ...CHAT_API_ROUTES,
  ...SUPPLIER_API_ROUTES,
  ...CONTENT_API_ROUTES,
  ...REFERENCE_API_ROUTES,
  ...RFQ_LIFECYCLE_API_ROUTES,
  // Before PLATFORM: its `/api/parts/{uploadId}/{partId}` would otherwise match `/api/parts/items/{id}`.
  ...PARTS_API_ROUTES,
  ...PLATFORM_API_ROUTES,
  ...CERT_VERIFICATION_API_ROUTES,
  ...MERGE_API_ROUTES,
  ...CAD_API_ROUTES,
];

function templateRegex(template: string): RegExp {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}/?$`);
}

const COMPILED = API_ROUTES.map((route) => ({ route, regex: templateRegex(route.path) }));

/** The contract's operation for a request, by method and path (query string ignored). */
export function findApiRoute(method: string, url: string): ApiRoute | undefined {
  const pathname = url.split('?')[0] ?? url;
  return COMPILED.find((c) => c.route.method === method.toLowerCase() && c.regex.test(pathname))?.route;
}

/**
 * Checks one API answer against the contract: every JSON error under /api is the one error shape, and a 2xx
 * body of an operation the contract defines matches its schema. Returns the problems, empty when it conforms.
 */
export function contractProblems(method: string, url: string, status: number, body: unknown): string[] {
  if (!url.startsWith('/api/')) return [];
  const isJsonObject = typeof body === 'object' && body !== null;
  if (status >= 400) {
    if (!isJsonObject) return [];
    const parsed = ErrorBodySchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${method} ${url} ${status}: error body ${i.path.join('.')}: ${i.message}`);
  }
  const route = findApiRoute(method, url);
  if (!route?.response || status < 200 || status >= 300) return [];
  // A route that answers JSON or a file (?format=csv) is checked only when it answered JSON.
  if (route.produces && !isJsonObject) return [];
  const parsed = route.response.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${method} ${url} ${status}: ${i.path.join('.') || '(body)'}: ${i.message}`);
}
