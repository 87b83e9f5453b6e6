import { z } from 'zod';
import { ErrorBodySchema } from './errors.js';
import type { ApiRoute } from './route-types.js';
import { API_ROUTES } from './routes.js';

type JsonSchema = Record<string, unknown>;
export type OpenApiOperation = Record<string, unknown>;
export type OpenApiPaths = Record<string, Partial<Record<ApiRoute['method'], OpenApiOperation>>>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function operationOf(route: ApiRoute): OpenApiOperation {
  const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
  return {
    summary: route.summary,
    tags: route.tags,
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    ...(route.request
      ? { requestBody: { required: true, content: { [route.requestType ?? 'application/json']: { schema: jsonSchema(route.request, 'input') } } } }
      : {}),
    responses: {
      '200': {
        description: 'OK',
        ...(route.response ? { content: json(jsonSchema(route.response, 'output')) } : {}),
        ...(route.produces ? { content: { [route.produces]: {} } } : {}),
      },
      default: { description: 'The one error shape', content: json({ $ref: '#/components/schemas/Error' }) },
    },
  };
}

/** The OpenAPI 3.1 paths of every operation the contract defines, with JSON Schemas generated from zod. */
export function contractOpenApiPaths(routes: ApiRoute[] = API_ROUTES): OpenApiPaths {
  const paths: OpenApiPaths = {};
  for (const route of routes) paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route) };
  return paths;
}

/** The components every document shares: the error shape and the bearer scheme. */
export function contractOpenApiComponents() {
  return {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: { Error: jsonSchema(ErrorBodySchema, 'output') },
  };
}
