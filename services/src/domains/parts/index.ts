import {
  PartCostQuerySchema,
  PartFromBomSchema,
  PartItemCreateSchema,
  PartItemListQuerySchema,
  PartNewRevisionSchema,
  PartNumberChangeSchema,
  PartReleaseSchema,
  PartRevisionChangesSchema,
  PartSourceQuerySchema,
} from '@forge/contract';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { AppError } from '../../lib/app-error.js';
import { z } from 'zod';
import { requirePrincipal } from '../../lib/auth.js';
import { rowsToSafeCsv } from '../../lib/csv.js';
import { setAttachment, uploadParser } from '../../lib/file-names.js';
import { parseOrThrow } from '../../lib/validate.js';
import type { DomainFactory } from '../module.js';
import { costOf } from './cost.js';
import { diffRevisions } from './diff.js';
import { createItem, editRevision, newRevision, obsoleteRevision, readItem, releaseRevision, renumberItem, revisionPair } from './items.js';
import { addFromBom, itemForLine } from './from-bom.js';
import { importStructure } from './import.js';
import { listItems } from './list.js';
import { indentedRows, structureOf } from './structure.js';
import { whereUsed } from './where-used.js';

/** The BOM upload's 10 MB limit: an indented BOM of 10,000 lines is well under it. */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const importUpload = uploadParser({ storage: multer.memoryStorage(), limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } }).single('file');

function receiveFile(req: Request, res: Response): Promise<Express.Multer.File> {
  return new Promise((resolve, reject) => {
    importUpload(req, res, (error: unknown) => {
      const e = error as { code?: string; message?: string } | undefined;
      if (e?.code === 'LIMIT_FILE_SIZE') return reject(AppError.badRequest('The file is larger than the 10 MB limit.'));
      if (e) return reject(AppError.badRequest(`Send one CSV or XLSX file in the multipart field "file" (${e.message ?? 'malformed body'}).`));
      if (!req.file) return reject(AppError.badRequest('Send one CSV or XLSX file in the multipart field "file".'));
      resolve(req.file);
    });
  });
}

const DiffQuerySchema = z.object({ from: z.string().min(1).max(20), to: z.string().min(1).max(20) }).strict();
const id = (params: Record<string, unknown>) => String(params.id);
const label = (params: Record<string, unknown>) => String(params.label);

/** The part master (README.md here). Thin routes: parse, then the domain. */
export const partsDomain: DomainFactory = ({ guards }) => {
  const router = Router();

  router.get('/parts/items', guards.signedIn, async (req, res) => {
    const query = parseOrThrow(PartItemListQuerySchema, req.query, 'query');
    const principal = requirePrincipal(req);
    if (query.format !== 'csv') return void res.json(await listItems(principal, query));
    const { items } = await listItems(principal, query, true);
    const rows = [['Part number', 'Name', 'Kind', 'Process', 'Unit', 'Revision', 'State', 'Assembly', 'Needs review'], ...items.map((i) => [i.partNumber, i.name, i.kind, i.process, i.unit, i.revision, i.state, i.isAssembly ? 'yes' : 'no', i.needsReview ? 'yes' : 'no'])];
    res.set('Content-Type', 'text/csv; charset=utf-8');
    setAttachment(res, 'parts.csv');
    res.send(rowsToSafeCsv(rows));
  });

  router.post('/parts/items', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(PartItemCreateSchema, req.body, 'part');
    res.status(201).json({ item: await createItem(requirePrincipal(req), body) });
  });

  router.post('/parts/import', guards.signedIn, async (req, res) => {
    const file = await receiveFile(req, res);
    res.status(201).json(await importStructure(requirePrincipal(req), file.buffer, file.originalname));
  });

  router.post('/parts/from-bom', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(PartFromBomSchema, req.body, 'add from BOM');
    res.status(201).json(await addFromBom(requirePrincipal(req), body.uploadId, body.lineIds));
  });

  router.get('/parts/items/by-source', guards.signedIn, async (req, res) => {
    const query = parseOrThrow(PartSourceQuerySchema, req.query, 'query');
    res.json({ item: await itemForLine(requirePrincipal(req), query.uploadId, query.lineId) });
  });

  router.get('/parts/items/:id/structure', guards.signedIn, async (req, res) => {
    res.json(await structureOf(requirePrincipal(req), id(req.params)));
  });

  router.get('/parts/items/:id/export', guards.signedIn, async (req, res) => {
    const { tree } = await structureOf(requirePrincipal(req), id(req.params));
    res.set('Content-Type', 'text/csv; charset=utf-8');
    setAttachment(res, `${tree.partNumber.replace(/[^A-Za-z0-9._-]/g, '_')}-${tree.revision}-bom.csv`);
    res.send(rowsToSafeCsv(indentedRows(tree)));
  });

  router.get('/parts/items/:id/where-used', guards.signedIn, async (req, res) => {
    res.json(await whereUsed(requirePrincipal(req), id(req.params)));
  });

  router.get('/parts/items/:id/cost', guards.signedIn, async (req, res) => {
    const { quantity } = parseOrThrow(PartCostQuerySchema, req.query, 'query');
    res.json(await costOf(requirePrincipal(req), id(req.params), quantity));
  });

  router.get('/parts/items/:id/diff', guards.signedIn, async (req, res) => {
    const { from, to } = parseOrThrow(DiffQuerySchema, req.query, 'query');
    const [a, b] = await revisionPair(requirePrincipal(req), id(req.params), from, to);
    res.json(diffRevisions(a, b));
  });

  router.post('/parts/items/:id/revisions', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(PartNewRevisionSchema, req.body ?? {}, 'new revision');
    res.status(201).json({ item: await newRevision(requirePrincipal(req), id(req.params), body.label) });
  });

  router.patch('/parts/items/:id/revisions/:label', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(PartRevisionChangesSchema, req.body, 'revision changes');
    res.json({ item: await editRevision(requirePrincipal(req), id(req.params), label(req.params), body) });
  });

  router.post('/parts/items/:id/revisions/:label/release', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(PartReleaseSchema, req.body ?? {}, 'release');
    res.json({ item: await releaseRevision(requirePrincipal(req), id(req.params), label(req.params), body.note) });
  });

  router.post('/parts/items/:id/revisions/:label/obsolete', guards.signedIn, async (req, res) => {
    res.json({ item: await obsoleteRevision(requirePrincipal(req), id(req.params), label(req.params)) });
  });

  router.patch('/parts/items/:id', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(PartNumberChangeSchema, req.body, 'part number');
    res.json({ item: await renumberItem(requirePrincipal(req), id(req.params), body.partNumber) });
  });

  router.get('/parts/items/:id', guards.signedIn, async (req, res) => {
    res.json({ item: await readItem(requirePrincipal(req), id(req.params)) });
  });

  return { name: 'parts', router };
};
