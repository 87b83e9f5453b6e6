// Discovery's server module (exposed as `./ssr` by the Node build): renders its public routes for the shell server.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { compileRoutes, matchRoute } from '@forge/shell-sdk/route-matcher';
import type { RouteDeclaration } from '@forge/shell-sdk';
import { CATALOGUE_API, CERTIFICATIONS_API, GEO_API, SUPPLIERS_API, SUPPLIER_MOVED_API, fillPath, type SupplierMoved } from '@forge/shell-sdk/api-contract';
import { MissingPage, breadcrumbList, itemList, readForPage, type ServerPage, type ServerPageContext, type ServerPagesModule, type ServerRedirect } from '@forge/shell-sdk/server-page';
import declared from '../routes.json';
import {
  CompanyList,
  CompanyProfileMarkup,
  LinkList,
  Page,
  capabilityPath,
  certificationPath,
  companyPath,
  countyPath,
  statePath,
  type Supplier,
} from './pages';

const routes = compileRoutes((declared.routes as RouteDeclaration[]).filter((r) => r.guard === 'public' && r.page !== 'claim'));
const LISTING_SIZE = 24;

type Render = (ctx: ServerPageContext, params: Record<string, string>) => Promise<ServerPage | ServerRedirect>;

const page = (ctx: ServerPageContext, parts: Omit<ServerPage, 'status' | 'bodyHtml' | 'canonicalPath'> & { body: ReactElement; canonicalPath?: string }): ServerPage => ({
  status: 200,
  title: parts.title,
  description: parts.description,
  canonicalPath: parts.canonicalPath ?? ctx.pathname,
  ogType: parts.ogType ?? 'website',
  jsonLd: parts.jsonLd,
  bodyHtml: renderToStaticMarkup(parts.body),
});

export const notFound = (what: string): ServerPage => ({
  status: 404,
  title: 'Page not found — Forge',
  description: `${what} is not on Forge.`,
  canonicalPath: '/',
  jsonLd: [],
  bodyHtml: renderToStaticMarkup(
    <Page title="Page not found" intro={`${what} is not on Forge.`}>
      <p>
        <a href="/">Back to the home page</a> · <a href="/states">Browse manufacturers by state</a>
      </p>
    </Page>,
  ),
});

/** The catalogue's names change with a deploy, not per request: kept for a minute instead of read on every render. */
function remembered<T>(load: (ctx: ServerPageContext) => Promise<T>, ttlMs = 60_000) {
  let kept: { at: number; value: Promise<T> } | null = null;
  return (ctx: ServerPageContext): Promise<T> => {
    if (!kept || Date.now() - kept.at > ttlMs) {
      const value = load(ctx);
      kept = { at: Date.now(), value };
      value.catch(() => {
        kept = null;
      });
    }
    return kept.value;
  };
}

const capabilityNames = remembered(async (ctx) => {
  const processes = await readForPage(ctx, CATALOGUE_API.listProcesses, {}, 'The catalogue');
  return new Map(processes.map((p) => [p.slug, p.name]));
});

const certificationNames = remembered(async (ctx) => {
  const list = await readForPage(ctx, CERTIFICATIONS_API.list, {}, 'The certifications');
  return new Map(list.map((c) => [c.slug, c.name]));
});

const listing = (ctx: ServerPageContext, query: Record<string, string>) =>
  readForPage(ctx, SUPPLIERS_API.listing, { query: { ...query, pageSize: LISTING_SIZE } }, 'The listing');

const companyJsonLd = (ctx: ServerPageContext, s: Supplier, names: Map<string, string>, certNames: Map<string, string>) => ({
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  '@id': `${ctx.publicUrl}${companyPath(s.slug)}`,
  name: s.name,
  url: `${ctx.publicUrl}${companyPath(s.slug)}`,
  ...(s.description ? { description: s.description } : {}),
  ...(s.contact?.phone ? { telephone: s.contact.phone } : {}),
  ...(s.yearFounded ? { foundingDate: String(s.yearFounded) } : {}),
  address: {
    '@type': 'PostalAddress',
    ...(s.address.street ? { streetAddress: s.address.street } : {}),
    addressLocality: s.address.city,
    addressRegion: s.address.state,
    ...(s.address.zip ? { postalCode: s.address.zip } : {}),
    addressCountry: 'US',
  },
  knowsAbout: s.capabilities.map((c) => names.get(c) ?? c),
  hasCredential: s.certifications.map((c) => ({ '@type': 'EducationalOccupationalCredential', name: certNames.get(c.slug) ?? c.slug, credentialCategory: 'certification' })),
});

const renderCompany = async (ctx: ServerPageContext, supplier: Supplier): Promise<ServerPage> => {
  const [names, certNames] = await Promise.all([capabilityNames(ctx), certificationNames(ctx)]);
  const where = `${supplier.address.city}, ${supplier.address.state}`;
  const caps = supplier.capabilities.slice(0, 4).map((c) => names.get(c) ?? c).join(', ');
  return page(ctx, {
    title: `${supplier.name}, ${where} — Forge`,
    description: `${supplier.name} in ${where}${caps ? `: ${caps}` : ''}. Capabilities, certifications and contact on Forge.`,
    canonicalPath: companyPath(supplier.slug),
    ogType: 'profile',
    jsonLd: [companyJsonLd(ctx, supplier, names, certNames)],
    body: <CompanyProfileMarkup supplier={supplier} names={names} certNames={certNames} />,
  });
};

/** A company page, or a 301 to where a merged or renamed company's old address leads now. */
async function companyOrMoved(ctx: ServerPageContext, kind: 'slug' | 'id', value: string): Promise<ServerPage | ServerRedirect> {
  try {
    const supplier = kind === 'id' ? readForPage(ctx, SUPPLIERS_API.get, { params: { id: value } }, 'This company') : readForPage(ctx, SUPPLIERS_API.getBySlug, { params: { slug: value } }, 'This company');
    return await renderCompany(ctx, await supplier);
  } catch (error) {
    if (!(error instanceof MissingPage)) throw error;
    const moved = await ctx.api<SupplierMoved>(fillPath(SUPPLIER_MOVED_API.getMoved.path, { kind, value }));
    if (moved.status === 200 && moved.body) return { status: 301, location: companyPath(moved.body.slug) };
    throw error;
  }
}

const PAGES: Record<string, Render> = {
  async states(ctx) {
    const states = await readForPage(ctx, GEO_API.listStates, {}, 'The states');
    const items = states.map((s) => ({ name: s.name, path: statePath(s.code), note: `${s.supplierCount} manufacturers` }));
    return page(ctx, {
      title: 'US manufacturers by state — Forge',
      description: `Find custom manufacturers in ${states.length} US states and territories: machine shops, fabricators, molders and more.`,
      jsonLd: [itemList(ctx.publicUrl, 'US states', items)],
      body: <Page title="Manufacturers by state" trail={[['Home', '/'], ['States', '/states']]}><LinkList items={items} /></Page>,
    });
  },
  async state(ctx, { stateCode = '' }) {
    const { state, counties, topCapabilities } = await readForPage(ctx, GEO_API.getState, { params: { code: stateCode.toUpperCase() } }, `The state "${stateCode}"`);
    const [companies, names] = await Promise.all([listing(ctx, { state: state.code }), capabilityNames(ctx)]);
    const trail: [string, string][] = [['States', '/states'], [state.name, statePath(state.code)]];
    const withCompanies = counties.filter((c) => (c.supplierCount ?? 0) > 0);
    return page(ctx, {
      title: `Manufacturers in ${state.name} (${state.supplierCount}) — Forge`,
      description: `${state.supplierCount} custom manufacturers in ${state.name}${topCapabilities.length ? `, led by ${topCapabilities.slice(0, 3).map((c) => c.name).join(', ')}` : ''}. Browse by county or capability.`,
      jsonLd: [breadcrumbList(ctx.publicUrl, trail), itemList(ctx.publicUrl, `Manufacturers in ${state.name}`, companies.hits.map((c) => ({ name: c.name, path: companyPath(c.slug) })))],
      body: (
        <Page title={`Manufacturers in ${state.name}`} trail={trail} intro={`${state.supplierCount} manufacturers listed.`}>
          <h2>Counties</h2>
          <LinkList items={withCompanies.map((c) => ({ name: c.name, path: countyPath(state.code, c.slug), note: `${c.supplierCount}` }))} />
          <p><a href={`${statePath(state.code)}/all-counties`}>All counties in {state.name}</a></p>
          <h2>Top capabilities</h2>
          <LinkList items={topCapabilities.map((c) => ({ name: c.name, path: `/directory/${state.slug}/${c.slug}`, note: `${c.count}` }))} />
          <h2>Companies</h2>
          <CompanyList companies={companies.hits} names={names} sponsored={companies.sponsored} />
        </Page>
      ),
    });
  },
  async stateCounties(ctx, params) {
    return countyList(ctx, params, false);
  },
  async stateAllCounties(ctx, params) {
    return countyList(ctx, params, true);
  },
  async county(ctx, { stateCode = '', county: countySlug = '' }) {
    const detail = await readForPage(ctx, GEO_API.getStateCounty, { params: { code: stateCode.toUpperCase(), countySlug: countySlug.toLowerCase() } }, `The county "${countySlug}"`);
    const { state, county } = detail;
    const [companies, names] = await Promise.all([listing(ctx, { state: state.code, county: county.slug }), capabilityNames(ctx)]);
    const trail: [string, string][] = [['States', '/states'], [state.name, statePath(state.code)], [county.name, countyPath(state.code, county.slug)]];
    return page(ctx, {
      title: `Manufacturers in ${county.name}, ${state.code} (${detail.supplierCount}) — Forge`,
      description: `${detail.supplierCount} custom manufacturers in ${county.name}, ${state.name}. Capabilities, certifications and contacts on Forge.`,
      canonicalPath: countyPath(state.code, county.slug),
      jsonLd: [breadcrumbList(ctx.publicUrl, trail), itemList(ctx.publicUrl, `Manufacturers in ${county.name}`, companies.hits.map((c) => ({ name: c.name, path: companyPath(c.slug) })))],
      body: (
        <Page title={`Manufacturers in ${county.name}, ${state.name}`} trail={trail} intro={`${detail.supplierCount} manufacturers listed.`}>
          <CompanyList companies={companies.hits} names={names} sponsored={companies.sponsored} />
        </Page>
      ),
    });
  },
  async directoryState(ctx, { state: slug = '' }) {
    return directory(ctx, slug, null);
  },
  async directoryStateAll(ctx, { state: slug = '' }) {
    return directory(ctx, slug, null);
  },
  async directoryCapability(ctx, { state: slug = '', capability = '' }) {
    return directory(ctx, slug, capability);
  },
  async capabilities(ctx) {
    const processes = await readForPage(ctx, CATALOGUE_API.listProcesses, {}, 'The catalogue');
    const items = processes.map((p) => ({ name: p.name, path: capabilityPath(p.slug), note: p.category }));
    return page(ctx, {
      title: 'Manufacturing capabilities — Forge',
      description: `${processes.length} manufacturing processes, from CNC machining to injection molding: find US suppliers for each.`,
      jsonLd: [itemList(ctx.publicUrl, 'Manufacturing capabilities', items)],
      body: <Page title="Manufacturing capabilities" trail={[['Home', '/'], ['Manufacturing', '/manufacturing/all']]}><LinkList items={items} /></Page>,
    });
  },
  async capability(ctx, { slug = '' }) {
    const detail = await readForPage(ctx, CATALOGUE_API.getProcess, { params: { slug } }, `The capability "${slug}"`);
    const name = detail.kind === 'process' ? detail.process.name : detail.category.name;
    const items = detail.kind === 'process'
      ? detail.byState.map((s) => ({ name: s.state, path: statePath(s.state), note: `${s.count}` }))
      : detail.processes.map((p) => ({ name: p.name, path: capabilityPath(p.slug) }));
    const trail: [string, string][] = [['Manufacturing', '/manufacturing/all'], [name, capabilityPath(slug)]];
    return page(ctx, {
      title: `${name} suppliers in the US (${detail.supplierCount}) — Forge`,
      description: detail.kind === 'process' ? `${detail.process.description} ${detail.supplierCount} suppliers on Forge.`.trim() : `${detail.supplierCount} US suppliers of ${name}.`,
      jsonLd: [breadcrumbList(ctx.publicUrl, trail), itemList(ctx.publicUrl, name, items)],
      body: <Page title={`${name} suppliers`} trail={trail} intro={`${detail.supplierCount} suppliers on Forge.`}><LinkList items={items} /></Page>,
    });
  },
  async certifications(ctx) {
    const list = await readForPage(ctx, CERTIFICATIONS_API.list, {}, 'The certifications');
    const items = list.map((c) => ({ name: c.name, path: certificationPath(c.slug), note: `${c.supplierCount} suppliers` }));
    return page(ctx, {
      title: 'Quality certifications of US manufacturers — Forge',
      description: `Find suppliers holding ${list.slice(0, 4).map((c) => c.name).join(', ')} and other certifications.`,
      jsonLd: [itemList(ctx.publicUrl, 'Certifications', items)],
      body: <Page title="Certifications" trail={[['Home', '/'], ['Certifications', '/certifications']]}><LinkList items={items} /></Page>,
    });
  },
  async certification(ctx, { slug = '' }) {
    const c = await readForPage(ctx, CERTIFICATIONS_API.get, { params: { slug } }, `The certification "${slug}"`);
    const trail: [string, string][] = [['Certifications', '/certifications'], [c.name, certificationPath(c.slug)]];
    return page(ctx, {
      title: `${c.name} certified suppliers (${c.supplierCount}) — Forge`,
      description: `${c.meaning} ${c.supplierCount} suppliers on Forge hold ${c.name}.`.trim(),
      jsonLd: [breadcrumbList(ctx.publicUrl, trail)],
      body: <Page title={`${c.name} certified suppliers`} trail={trail} intro={c.meaning} />,
    });
  },
  async company(ctx, { id = '' }) {
    return companyOrMoved(ctx, 'id', id);
  },
  async companyBySlug(ctx, { slug = '' }) {
    return companyOrMoved(ctx, 'slug', slug);
  },
};

async function countyList(ctx: ServerPageContext, { stateCode = '' }: Record<string, string>, all: boolean): Promise<ServerPage> {
  const { state, counties } = await readForPage(ctx, GEO_API.getState, { params: { code: stateCode.toUpperCase() } }, `The state "${stateCode}"`);
  const shown = all ? counties : counties.filter((c) => (c.supplierCount ?? 0) > 0);
  const trail: [string, string][] = [['States', '/states'], [state.name, statePath(state.code)], [all ? 'All counties' : 'Counties', ctx.pathname]];
  const items = shown.map((c) => ({ name: c.name, path: countyPath(state.code, c.slug), note: `${c.supplierCount ?? 0}` }));
  return page(ctx, {
    title: `${all ? 'All counties' : 'Counties with manufacturers'} in ${state.name} — Forge`,
    description: `${shown.length} counties of ${state.name}${all ? '' : ' with manufacturers'}: browse custom manufacturers county by county.`,
    jsonLd: [breadcrumbList(ctx.publicUrl, trail), itemList(ctx.publicUrl, `Counties in ${state.name}`, items)],
    body: <Page title={`${all ? 'All counties' : 'Counties'} in ${state.name}`} trail={trail}><LinkList items={items} /></Page>,
  });
}

async function directory(ctx: ServerPageContext, stateSlug: string, capability: string | null): Promise<ServerPage> {
  const states = await readForPage(ctx, GEO_API.listStates, {}, 'The states');
  const state = states.find((s) => s.slug === stateSlug.toLowerCase() || s.code.toLowerCase() === stateSlug.toLowerCase());
  if (!state) throw new MissingPage(`The state "${stateSlug}"`);
  const [detail, names] = await Promise.all([
    readForPage(ctx, GEO_API.getState, { params: { code: state.code } }, 'The state'),
    capabilityNames(ctx),
  ]);
  const base: [string, string][] = [['States', '/states'], [state.name, `/directory/${state.slug}`]];
  if (capability === null) {
    const items = detail.topCapabilities.map((c) => ({ name: c.name, path: `/directory/${state.slug}/${c.slug}`, note: `${c.count}` }));
    return page(ctx, {
      title: `${state.name} manufacturing directory — Forge`,
      description: `Manufacturers in ${state.name} by capability: ${detail.topCapabilities.slice(0, 4).map((c) => c.name).join(', ')} and more.`,
      jsonLd: [breadcrumbList(ctx.publicUrl, base), itemList(ctx.publicUrl, `${state.name} capabilities`, items)],
      body: <Page title={`${state.name} manufacturing directory`} trail={base}><LinkList items={items} /></Page>,
    });
  }
  const name = names.get(capability);
  if (!name) throw new MissingPage(`The capability "${capability}"`);
  const companies = await listing(ctx, { state: state.code, capability });
  const trail: [string, string][] = [...base, [name, `/directory/${state.slug}/${capability}`]];
  return page(ctx, {
    title: `${name} in ${state.name} (${companies.total}) — Forge`,
    description: `${companies.total} ${name.toLowerCase()} suppliers in ${state.name}, with certifications and contacts.`,
    jsonLd: [breadcrumbList(ctx.publicUrl, trail), itemList(ctx.publicUrl, `${name} in ${state.name}`, companies.hits.map((c) => ({ name: c.name, path: companyPath(c.slug) })))],
    body: <Page title={`${name} in ${state.name}`} trail={trail} intro={`${companies.total} suppliers.`}><CompanyList companies={companies.hits} names={names} sponsored={companies.sponsored} /></Page>,
  });
}

const ssr: ServerPagesModule = {
  buildId: __FORGE_BUILD_ID__,
  async render(ctx) {
    const match = matchRoute(routes, ctx.pathname);
    const render = match ? PAGES[match.route.page] : undefined;
    if (!match || !render) return null;
    try {
      return await render(ctx, match.params);
    } catch (error) {
      if (error instanceof MissingPage) return notFound(error.message);
      throw error;
    }
  },
};

export default ssr;
