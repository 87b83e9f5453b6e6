import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { HttpError } from './errors.js';

/** The admin API's helpers shared by its route files: async handlers, query parameters and body parsing. */
export type AsyncRoute = (
  handler: (req: Request, res: Response) => Promise<void>,
) => (req: Request, res: Response, next: NextFunction) => void;

export const asyncRoute: AsyncRoute = (handler) => (req, res, next) => {
  handler(req, res).catch(next);
};

export function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function queryBoolean(req: Request, name: string): boolean | undefined {
  const value = queryString(req, name);
  return value === undefined ? undefined : value === 'true';
}

export function queryInt(req: Request, name: string, fallback: number): number {
  const value = Number(queryString(req, name));
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** The body checked against its schema, or a 400 listing each issue (as Keycloak's admin API answers). */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    throw new HttpError(
      400,
      'Invalid request body',
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}
