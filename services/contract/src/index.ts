// @forge/contract: what the services and the front end agree on. Depends on zod only (no Node, no browser).
export * from './enums.js';
export * from './slug.js';
export * from './capabilities.js';
export * from './errors.js';
export * from './users.js';
export * from './routes.js';
export * from './admin.js';
export * from './admin-routes.js';
export * from './bom.js';
export * from './insights.js';
export * from './core-routes.js';
export * from './rfqs.js';
export * from './rfq-routes.js';
export * from './notifications.js';
export * from './threads.js';
export * from './chat.js';
export * from './openapi.js';
