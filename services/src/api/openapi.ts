import { contractOpenApiComponents, contractOpenApiPaths } from '@forge/contract';
import type { DomainModule, OpenApiPathItem } from '../domains/module.js';

/**
 * Assembles the OpenAPI document from the contract's operations (zod → JSON Schema). A summary a domain still
 * declares for an operation the contract lacks shows until the contract gains it (the contract test asks for it).
 */
export function buildOpenApi(modules: DomainModule[], functionNames: string[]) {
  const paths: Record<string, OpenApiPathItem> = {};
  for (const mod of modules) {
    for (const [path, item] of Object.entries(mod.openapi ?? {})) {
      paths[path] = { ...paths[path], ...item };
    }
  }
  for (const [path, item] of Object.entries(contractOpenApiPaths())) {
    paths[path] = { ...paths[path], ...(item as OpenApiPathItem) };
  }
  const functions = paths['/api/functions/{name}']?.post;
  if (functions) functions.summary = `${functions.summary}; names: ${functionNames.sort().join(', ') || 'none'}`;
  return {
    openapi: '3.1.0',
    info: { title: 'Forge API', version: '0.1.0', description: 'Errors: {"error":{"status","message","details"}}' },
    components: contractOpenApiComponents(),
    paths,
  };
}
