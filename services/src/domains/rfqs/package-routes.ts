import { RfqPackagesInputSchema } from '@forge/contract';
import type { Router } from 'express';
import { z } from 'zod';
import type { Guards } from '../../lib/auth.js';
import { requirePrincipal } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createPackages, previewPackages } from './packages.js';
import type { AnalyticsEnvironment } from './service.js';

const PreviewQuerySchema = z.object({ uploadId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100) }).strict();

/** Packages by process: preview and create one draft RFQ per process from a BOM (thin; rules in packages.ts). */
export function addPackageRoutes(router: Router, guards: Guards, environment: AnalyticsEnvironment, onEventError: (error: unknown) => void): void {
  router.get('/rfq-packages', guards.roles(['buyer', 'admin']), async (req, res) => {
    const { uploadId } = parseOrThrow(PreviewQuerySchema, req.query, 'query');
    res.set('Cache-Control', 'no-store').json(await previewPackages(requirePrincipal(req), uploadId));
  });

  router.post('/rfq-packages', guards.roles(['buyer', 'admin']), async (req, res) => {
    const body = parseOrThrow(RfqPackagesInputSchema, req.body, 'packages');
    res.status(201).json(await createPackages(requirePrincipal(req), body, environment, onEventError));
  });
}
