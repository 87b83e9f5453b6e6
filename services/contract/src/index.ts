// @forge/contract: what the services and the front end agree on. Depends on zod only (no Node, no browser).
export * from './enums.js';
export * from './slug.js';
export * from './capabilities.js';
