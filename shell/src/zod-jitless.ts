/**
 * zod compiles fast parsers with `new Function` unless told not to, and probing for that is an eval the shell's CSP
 * refuses (a violation on every page that parses). Every zod copy on the page (each remote bundles its own) reads
 * this one settings object, the one `z.config()` writes, so setting it here, before any remote loads, covers all.
 */
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
export {};
