import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { DomainFactory } from '../module.js';
import { AppError } from '../../lib/app-error.js';
import { parseOrThrow } from '../../lib/validate.js';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { supplierIndex } from '../suppliers/registry.js';
import { findState, geo, type UsState } from './atlas.js';
import { countiesTopologyJson, statesTopologyJson } from './topology.js';

const StateParam = z.object({ code: z.string().regex(/^[A-Za-z][A-Za-z-]{1,40}$/, 'must be a two-letter state code or a state slug') });
const CountyParams = StateParam.extend({ countySlug: z.string().regex(/^[a-z-]{1,60}$/, 'must be letters and hyphens') });

function requireState(code: string): UsState {
  const state = findState(code);
  if (!state) throw AppError.notFound(`No US state, district or territory has the code "${code}".`);
  return state;
}

function topCapabilities(scope: { state?: string; countyFips?: string }, limit = 10) {
  return [...supplierIndex().capabilityCounts(scope)]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([slug, count]) => ({ slug, name: PROCESS_BY_SLUG.get(slug)?.name ?? slug, count }));
}

function sendCachedJson(req: Request, res: Response, entry: { json: string; etag: string }) {
  res.set('Cache-Control', 'public, max-age=86400');
  res.set('ETag', entry.etag);
  if (req.headers['if-none-match'] === entry.etag) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(entry.json);
}

/** US states, DC, territories and counties (from us-atlas), supplier counts and drawable map slices. */
export const geoDomain: DomainFactory = () => {
  const router = Router();

  router.get('/geo/states', (_req, res) => {
    const counts = supplierIndex().countByState();
    res.set('Cache-Control', 'public, max-age=60');
    res.json(geo().states.map((s) => ({ ...s, supplierCount: counts.get(s.code) ?? 0 })));
  });

  router.get('/geo/states/:code', (req, res) => {
    const state = requireState(parseOrThrow(StateParam, req.params, 'state').code);
    const counts = supplierIndex().countByCounty();
    res.set('Cache-Control', 'public, max-age=60');
    res.json({
      state: { ...state, supplierCount: supplierIndex().countByState().get(state.code) ?? 0 },
      counties: (geo().countiesByState.get(state.code) ?? []).map((c) => ({ fips: c.fips, name: c.name, slug: c.slug, supplierCount: counts.get(c.fips) ?? 0 })),
      topCapabilities: topCapabilities({ state: state.code }),
    });
  });

  router.get('/geo/states/:code/counties/:countySlug', (req, res) => {
    const params = parseOrThrow(CountyParams, req.params, 'county');
    const state = requireState(params.code);
    const county = geo().countyBySlug.get(`${state.code}:${params.countySlug}`);
    if (!county) throw AppError.notFound(`${state.name} has no county "${params.countySlug}".`);
    res.set('Cache-Control', 'public, max-age=60');
    res.json({
      state,
      county: { fips: county.fips, name: county.name, slug: county.slug, stateCode: county.stateCode, bbox: county.bbox },
      supplierCount: supplierIndex().countByCounty().get(county.fips) ?? 0,
      topCapabilities: topCapabilities({ countyFips: county.fips }),
    });
  });

  router.get('/geo/topology/states', (req, res) => {
    sendCachedJson(req, res, statesTopologyJson());
  });

  router.get('/geo/topology/counties/:code', (req, res) => {
    const state = requireState(parseOrThrow(StateParam, req.params, 'state').code);
    const entry = countiesTopologyJson(state.code);
    if (!entry) throw AppError.notFound(`No county shapes for ${state.name}.`);
    sendCachedJson(req, res, entry);
  });

  return {
    name: 'geo',
    router,
    async start() {
      // load the atlas before the port opens so the first page view is not slow
      geo();
    },
  };
};
