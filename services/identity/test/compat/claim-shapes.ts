import { readFileSync } from 'node:fs';
import { decodeJwt, decodeProtectedHeader } from 'jose';

type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object';
interface Shape {
  header: Record<string, string>;
  claims: Record<string, JsonType>;
  values: Record<string, string>;
}
export interface Shapes {
  idToken: Shape;
  accessToken: Shape;
  serviceAccountToken: Shape;
}

export const KEYCLOAK_SHAPES = JSON.parse(
  readFileSync(new URL('../fixtures/keycloak-26-token-shapes.json', import.meta.url), 'utf8'),
) as Shapes;

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return value === null ? 'null' : typeof value;
}

/** Claims of the reference shape the token matches (name, JSON type, fixed value) and those it misses. */
export function compareShape(token: string, shape: Shape) {
  const header = decodeProtectedHeader(token) as Record<string, unknown>;
  const payload = decodeJwt(token) as Record<string, unknown>;
  const mismatches: string[] = [];
  for (const [name, expected] of Object.entries(shape.header)) {
    const actual = header[name];
    if (expected === 'string' ? typeof actual !== 'string' : actual !== expected) mismatches.push(`header.${name}`);
  }
  let matched = 0;
  for (const [name, type] of Object.entries(shape.claims)) {
    const value = payload[name];
    const fixed = shape.values[name];
    if (jsonType(value) !== type || (fixed !== undefined && value !== fixed)) {
      mismatches.push(`${name} (${value === undefined ? 'missing' : JSON.stringify(value)})`);
    } else matched += 1;
  }
  return { matched, total: Object.keys(shape.claims).length, mismatches };
}
