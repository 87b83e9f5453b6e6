import { Router, type Response } from 'express';
import { z } from 'zod';
import type { DomainFactory } from '../module.js';
import { AppError } from '../../lib/app-error.js';
import { parseOrThrow } from '../../lib/validate.js';
import { supplierIndex } from '../suppliers/registry.js';
import { CERTIFICATIONS, CERTIFICATION_BY_SLUG } from './certifications.js';
import { CATEGORIES, CATEGORY_BY_SLUG, PROCESSES, PROCESS_BY_SLUG } from './processes.js';

const SlugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a lowercase slug') });

/** Counts change with every supplier write; a short public cache keeps pages fast and fresh enough. */
function cacheShort(res: Response) {
  res.set('Cache-Control', 'public, max-age=60');
}

function certificationView(slug: string) {
  const cert = CERTIFICATION_BY_SLUG.get(slug)!;
  const { registrars: _r, ...rest } = cert;
  return { ...rest, supplierCount: supplierIndex().certificationCounts().get(slug) ?? 0 };
}

/** The process catalogue (product-spec §3) and certifications, with supplier counts from the search index. */
export const catalogueDomain: DomainFactory = () => {
  const router = Router();

  router.get('/catalogue/processes', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json(PROCESSES);
  });

  router.get('/catalogue/categories', (_req, res) => {
    cacheShort(res);
    res.json(CATEGORIES.map((c) => ({ ...c, processCount: PROCESSES.filter((p) => p.categorySlug === c.slug).length })));
  });

  router.get('/catalogue/processes/:slug', (req, res) => {
    const { slug } = parseOrThrow(SlugParam, req.params, 'process slug');
    const index = supplierIndex();
    cacheShort(res);
    const process = PROCESS_BY_SLUG.get(slug);
    if (process) {
      const reach = index.capabilityReach([slug]);
      res.json({
        kind: 'process',
        process,
        supplierCount: reach.count,
        byState: [...reach.byState].map(([state, count]) => ({ state, count })).sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
      });
      return;
    }
    const category = CATEGORY_BY_SLUG.get(slug);
    if (category) {
      const processes = PROCESSES.filter((p) => p.categorySlug === slug);
      const counts = index.capabilityCounts();
      res.json({
        kind: 'category',
        category,
        processes: processes.map((p) => ({ ...p, supplierCount: counts.get(p.slug) ?? 0 })),
        supplierCount: index.capabilityReach(processes.map((p) => p.slug)).count,
      });
      return;
    }
    throw AppError.notFound(`No manufacturing process or category is called "${slug}".`);
  });

  router.get('/certifications', (_req, res) => {
    cacheShort(res);
    res.json(CERTIFICATIONS.map((c) => certificationView(c.slug)));
  });

  router.get('/certifications/:slug', (req, res) => {
    const { slug } = parseOrThrow(SlugParam, req.params, 'certification slug');
    if (!CERTIFICATION_BY_SLUG.has(slug)) throw AppError.notFound(`No certification is called "${slug}".`);
    cacheShort(res);
    res.json(certificationView(slug));
  });

  return {
    name: 'catalogue',
    router,
  };
};
