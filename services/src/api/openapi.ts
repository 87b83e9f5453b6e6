import { contractOpenApiComponents, contractOpenApiPaths } from '@forge/contract';
import type { DomainModule, OpenApiPathItem } from '../domains/module.js';

/**
 * Assembles the OpenAPI document: operations the contract defines are generated from its zod schemas (they win);
 * the rest still carry the summaries their domain declares.
 */
export function buildOpenApi(modules: DomainModule[], functionNames: string[]) {
  const paths: Record<string, OpenApiPathItem> = {
    '/healthz': { get: { summary: 'Liveness: the process is up', tags: ['ops'] } },
    '/readyz': { get: { summary: 'Readiness: database, queue and identity provider reachable', tags: ['ops'] } },
    '/api/functions/{name}': {
      post: {
        summary: `Callable functions (body {data}); names: ${functionNames.sort().join(', ') || 'none'}`,
        tags: ['functions'],
      },
    },
  };
  for (const mod of modules) {
    for (const [path, item] of Object.entries(mod.openapi ?? {})) {
      paths[path] = { ...paths[path], ...item };
    }
  }
  for (const [path, item] of Object.entries(contractOpenApiPaths())) {
    paths[path] = { ...paths[path], ...(item as OpenApiPathItem) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Forge API', version: '0.1.0', description: 'Errors: {"error":{"status","message","details"}}' },
    components: contractOpenApiComponents(),
    paths,
  };
}
