import { Router } from 'express';
import { z } from 'zod';
import { parseOrThrow } from '../../lib/validate.js';
import { CERTIFICATIONS } from '../catalogue/certifications.js';
import { CATEGORIES, PROCESSES } from '../catalogue/processes.js';
import { geo } from '../geo/atlas.js';
import { supplierIndex } from './registry.js';

const COMPANIES_PER_FILE = 40_000;
const STATIC_PAGES = ['/', '/states', '/manufacturing/all', '/certifications', '/about', '/contact', '/careers', '/sales', '/partners', '/partners/doss', '/news', '/privacy', '/terms', '/waitlist', '/customer-presentations', '/forge'];

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function urlset(base: string, paths: string[]): string {
  const body = paths.map((p) => `<url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function publicPages(): string[] {
  const g = geo();
  const pages = [...STATIC_PAGES];
  for (const c of CATEGORIES) pages.push(`/manufacturing/${c.slug}`);
  for (const p of PROCESSES) pages.push(`/manufacturing/${p.slug}`);
  for (const c of CERTIFICATIONS) pages.push(`/certifications/${c.slug}`);
  for (const s of g.states) {
    const code = s.code.toLowerCase();
    pages.push(`/us-${code}`, `/us-${code}/counties`, `/us-${code}/all-counties`, `/directory/${s.slug}`, `/directory/${s.slug}/all`);
  }
  return pages;
}

/**
 * sitemap.xml is a sitemap index: static and catalogue pages, state directory pages, county pages and company
 * pages (split in files of 40,000 URLs, under the protocol's 50,000 limit). Served under /api/seo; the shell
 * (or a reverse proxy) maps /sitemap.xml and /robots.txt to these.
 */
export function seoRouter(publicUrl: string): Router {
  const router = Router();
  const apiBase = `${publicUrl}/api/seo`;

  router.get('/sitemap.xml', (_req, res) => {
    const files = ['sitemap-pages.xml', 'sitemap-counties.xml'];
    const companyFiles = Math.max(1, Math.ceil(supplierIndex().size / COMPANIES_PER_FILE));
    for (let i = 1; i <= companyFiles; i++) files.push(`sitemap-companies-${i}.xml`);
    const body = files.map((f) => `<sitemap><loc>${escapeXml(`${apiBase}/${f}`)}</loc></sitemap>`).join('\n');
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600');
    res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`);
  });

  router.get('/sitemap-pages.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600');
    res.send(urlset(publicUrl, publicPages()));
  });

  router.get('/sitemap-counties.xml', (_req, res) => {
    const counties = geo().counties.map((c) => `/us-${c.stateCode.toLowerCase()}/${c.slug}`);
    res.type('application/xml').set('Cache-Control', 'public, max-age=86400');
    res.send(urlset(publicUrl, counties));
  });

  router.get('/sitemap-companies-:n.xml', (req, res) => {
    const { n } = parseOrThrow(z.object({ n: z.coerce.number().int().min(1).max(1000) }), req.params, 'sitemap file');
    const slugs = supplierIndex().slugs().slice((n - 1) * COMPANIES_PER_FILE, n * COMPANIES_PER_FILE);
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600');
    res.send(urlset(publicUrl, slugs.map((s) => `/companies/${s}`)));
  });

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400');
    res.send(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /profile',
        'Disallow: /claim/',
        'Disallow: /my-activity',
        'Disallow: /api/',
        'Allow: /api/seo/',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
  return router;
}
