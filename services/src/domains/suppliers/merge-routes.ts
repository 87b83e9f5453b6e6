import { AdminMergeRequestSchema } from '@forge/contract';
import type { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Guards } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import { resolveMoved } from './aliases.js';
import { mergeCompanies, previewMerge } from './merge.js';

const IdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a company id') });
const PreviewQuery = z.object({ removeId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'choose the company to merge') }).strict();
const MovedParams = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slug'), value: z.string().regex(/^[a-z0-9-]{1,160}$/, 'must be a lowercase slug') }),
  z.object({ kind: z.literal('id'), value: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a company id') }),
]);

/** Merging duplicate companies (admin, audited) and the public lookup of a moved company's old address. */
export function registerMergeRoutes(router: Router, guards: Guards): void {
  router.get('/admin/companies/:id/merge-preview', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(IdParam, req.params, 'company id');
    const { removeId } = parseOrThrow(PreviewQuery, req.query, 'merge preview');
    res.json(await previewMerge(id, removeId));
  });
  router.post('/admin/companies/:id/merge', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(IdParam, req.params, 'company id');
    const { removeId, note } = parseOrThrow(AdminMergeRequestSchema, req.body ?? {}, 'merge');
    res.json(await mergeCompanies(auditActorOf(req), id, removeId, note));
  });
  router.get('/suppliers/moved/:kind/:value', async (req, res) => {
    const { kind, value } = parseOrThrow(MovedParams, req.params, 'moved company (/api/suppliers/moved/slug/{slug} or /api/suppliers/moved/id/{id})');
    const moved = await resolveMoved(kind, value);
    if (!moved) throw AppError.notFound(kind === 'slug' ? `No company had the page "${value}".` : `No company had the id "${value}".`);
    res.set('Cache-Control', 'public, max-age=60');
    res.json(moved);
  });
}
