// Content's server module (exposed as `./ssr` by the Node build): the landing, news, presentations and the company
// and legal pages as plain HTML for the shell server (crawlers, link previews, browsers without JavaScript).
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement, ReactNode } from 'react';
import { compileRoutes, matchRoute } from '@forge/shell-sdk/route-matcher';
import type { RouteDeclaration } from '@forge/shell-sdk';
import { MissingPage, breadcrumbList, itemList, readForPage, type ServerPage, type ServerPageContext, type ServerPagesModule } from '@forge/shell-sdk/server-page';
import { CONTENT_API } from '@forge/shell-sdk/api-contract';
import declared from '../routes.json';

const routes = compileRoutes((declared.routes as RouteDeclaration[]).filter((r) => r.guard === 'public'));

/** Pages with fixed text: their description, and links onward (the browser renders their full content). */
const STATIC_PAGES: Record<string, { h1: string; description: string; links?: [string, string][] }> = {
  landing: {
    h1: 'Custom manufacturing, sourced fast',
    description: 'Find verified US manufacturers by capability, certification and location, match your BOM to suppliers, and run RFQs in one place.',
    links: [['Manufacturers by state', '/states'], ['Manufacturing capabilities', '/manufacturing/all'], ['Certifications', '/certifications'], ['News', '/news'], ['Join the waitlist', '/waitlist']],
  },
  waitlist: { h1: 'Join the waitlist', description: 'Join the Forge waitlist: upload a bill of materials and we match it to capable US suppliers.' },
  forge: { h1: 'Forge, the AI sourcing assistant for US manufacturing', description: 'Forge reads your bill of materials, classifies each line and finds US suppliers able to make it.' },
  about: { h1: 'About Forge', description: 'Forge is a marketplace for custom manufacturing in the United States: buyers find suppliers, suppliers find work.' },
  contact: { h1: 'Contact Forge', description: 'Contact the Forge team: sales, support and partnerships.' },
  careers: { h1: 'Careers at Forge', description: 'Open roles at Forge: help US buyers source custom manufacturing.' },
  sales: { h1: 'Talk to sales', description: 'Talk to the Forge sales team about sourcing custom parts from US manufacturers.' },
  partners: { h1: 'Partners', description: 'Forge partners: integrations and services for manufacturing buyers and suppliers.', links: [['Forge + Doss', '/partners/doss']] },
  doss: { h1: 'Forge + Doss', description: 'Forge and Doss: sourcing custom manufacturing from your operations platform.' },
  botTerms: { h1: 'BOMCircle bot terms', description: 'Terms of use of the BOMCircle bot by Forge.' },
  botPrivacy: { h1: 'BOMCircle bot privacy', description: 'How the BOMCircle bot by Forge handles your data.' },
  privacy: { h1: 'Privacy policy', description: 'How Forge collects, uses and protects personal data.' },
  terms: { h1: 'Terms of service', description: 'The terms that govern use of Forge.' },
  testimonials: { h1: 'Customer stories', description: 'How buyers and suppliers use Forge to source custom manufacturing.' },
};

function Page({ title, trail, intro, children }: { title: string; trail?: [string, string][]; intro?: string; children?: ReactNode }) {
  return (
    <article>
      {trail ? (
        <nav aria-label="Breadcrumb">
          <ol>{trail.map(([name, path]) => <li key={path}><a href={path}>{name}</a></li>)}</ol>
        </nav>
      ) : null}
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </article>
  );
}

const LinkList = ({ items }: { items: { name: string; path: string; note?: string }[] }) => (
  <ul>{items.map((i) => <li key={i.path}><a href={i.path}>{i.name}</a>{i.note ? ` — ${i.note}` : null}</li>)}</ul>
);

function page(ctx: ServerPageContext, parts: { title: string; description: string; jsonLd?: Record<string, unknown>[]; ogType?: ServerPage['ogType']; body: ReactElement }): ServerPage {
  return { status: 200, title: parts.title, description: parts.description, canonicalPath: ctx.pathname, ogType: parts.ogType ?? 'website', jsonLd: parts.jsonLd ?? [], bodyHtml: renderToStaticMarkup(parts.body) };
}

const notFound = (what: string): ServerPage => ({
  status: 404,
  title: 'Page not found — Forge',
  description: `${what} is not on Forge.`,
  canonicalPath: '/',
  jsonLd: [],
  bodyHtml: renderToStaticMarkup(<Page title="Page not found" intro={`${what} is not on Forge.`}><p><a href="/">Back to the home page</a> · <a href="/news">News</a></p></Page>),
});

type Render = (ctx: ServerPageContext, params: Record<string, string>, route: RouteDeclaration) => Promise<ServerPage>;

const PAGES: Record<string, Render> = {
  async news(ctx) {
    const { items } = await readForPage(ctx, CONTENT_API.listNews, {}, 'The news');
    const list = items.map((a) => ({ name: a.title, path: `/news/${a.slug}`, note: `${a.publishedAt.slice(0, 10)} · ${a.summary}` }));
    return page(ctx, {
      title: 'News — Forge',
      description: items.length ? `Forge news: ${items.slice(0, 2).map((a) => a.title).join('; ')}.` : 'News from Forge.',
      jsonLd: [itemList(ctx.publicUrl, 'Forge news', list)],
      body: <Page title="News" trail={[['Home', '/'], ['News', '/news']]}><LinkList items={list} /></Page>,
    });
  },
  async article(ctx, { slug = '' }) {
    const a = await readForPage(ctx, CONTENT_API.getArticle, { params: { slug } }, `The article "${slug}"`);
    const trail: [string, string][] = [['News', '/news'], [a.title, `/news/${a.slug}`]];
    return page(ctx, {
      title: `${a.title} — Forge`,
      description: a.summary,
      ogType: 'article',
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'Article', headline: a.title, description: a.summary, datePublished: a.publishedAt, author: { '@type': 'Person', name: a.author }, publisher: { '@type': 'Organization', name: 'Forge', url: ctx.publicUrl }, mainEntityOfPage: `${ctx.publicUrl}/news/${a.slug}`, articleSection: a.category },
        breadcrumbList(ctx.publicUrl, trail),
      ],
      body: (
        <Page title={a.title} trail={trail} intro={a.summary}>
          <p>{a.author} · <time dateTime={a.publishedAt}>{a.publishedAt.slice(0, 10)}</time> · {a.readMinutes} min read</p>
          {a.body.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
            </section>
          ))}
        </Page>
      ),
    });
  },
  async presentations(ctx) {
    const { items } = await readForPage(ctx, CONTENT_API.listPresentations, { query: { kind: 'customer' } }, 'The presentations');
    const list = items.map((p) => ({ name: p.title, path: `/customer-presentations/${p.slug}`, note: `${p.customer} · ${p.summary}` }));
    return page(ctx, {
      title: 'Customer presentations — Forge',
      description: `How ${items.slice(0, 3).map((p) => p.customer).join(', ') || 'our customers'} source custom manufacturing with Forge.`,
      jsonLd: [itemList(ctx.publicUrl, 'Customer presentations', list)],
      body: <Page title="Customer presentations" trail={[['Home', '/'], ['Customer presentations', '/customer-presentations']]}><LinkList items={list} /></Page>,
    });
  },
  async presentation(ctx, { slug = '' }) {
    const p = await readForPage(ctx, CONTENT_API.getPresentation, { params: { slug: slug.toLowerCase() } }, `The presentation "${slug}"`);
    const trail: [string, string][] = [['Customer presentations', '/customer-presentations'], [p.title, `/customer-presentations/${p.slug}`]];
    return page(ctx, {
      title: `${p.title} — Forge`,
      description: p.summary,
      jsonLd: [breadcrumbList(ctx.publicUrl, trail)],
      body: (
        <Page title={p.title} trail={trail} intro={p.summary}>
          {p.slides.map((s, i) => (
            <section key={i}>
              <h2>{s.title}</h2>
              {s.subtitle ? <p>{s.subtitle}</p> : null}
              <ul>{s.bullets.map((b) => <li key={b}>{b}</li>)}</ul>
            </section>
          ))}
        </Page>
      ),
    });
  },
};

function staticPage(ctx: ServerPageContext, route: RouteDeclaration): ServerPage | null {
  const fixed = STATIC_PAGES[route.page];
  if (!fixed) return null;
  const isHome = route.page === 'landing';
  return page(ctx, {
    title: route.title ?? `${fixed.h1} — Forge`,
    description: fixed.description,
    jsonLd: isHome
      ? [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Forge', url: ctx.publicUrl, description: fixed.description }]
      : [breadcrumbList(ctx.publicUrl, [['Home', '/'], [fixed.h1, ctx.pathname]])],
    body: <Page title={fixed.h1} intro={fixed.description}>{fixed.links ? <LinkList items={fixed.links.map(([name, path]) => ({ name, path }))} /> : null}</Page>,
  });
}

const ssr: ServerPagesModule = {
  buildId: __FORGE_BUILD_ID__,
  async render(ctx) {
    const match = matchRoute(routes, ctx.pathname);
    if (!match) return null;
    const render = PAGES[match.route.page];
    try {
      return render ? await render(ctx, match.params, match.route) : staticPage(ctx, match.route);
    } catch (error) {
      if (error instanceof MissingPage) return notFound(error.message);
      throw error;
    }
  },
};

export default ssr;
