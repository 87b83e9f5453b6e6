// Server-rendered markup of discovery's public pages: plain semantic HTML (h1, lists, links) for crawlers, link
// previews and browsers without JavaScript. Data shapes are the API's (see ../features/*/api.ts).
import type { ReactNode } from 'react';
import { certificationNote, type CertificationStatusFacts } from './cert-note';

export interface StateRow { code: string; name: string; slug: string; supplierCount: number }
export interface CountyRow { fips: string; name: string; slug: string; supplierCount?: number }
export interface CapabilityCount { slug: string; name: string; count: number }
export interface CompanyHit { id: string; slug: string; name: string; city: string; state: string; capabilities: string[] }
export interface Process { name: string; slug: string; category: string; categorySlug: string; description: string }
export interface Certification { slug: string; name: string; scheme: string; meaning: string; supplierCount: number }
export interface Supplier {
  id: string;
  name: string;
  slug: string;
  description?: string;
  address: { street?: string | null; city: string; state: string; county?: string | null; countySlug?: string | null; zip?: string | null };
  capabilities: string[];
  certifications: (CertificationStatusFacts & { slug: string })[];
  employeeRange?: string | null;
  yearFounded?: number | null;
  contact?: { phone?: string | null; website?: string | null } | null;
  verified: boolean;
}

export const statePath = (code: string) => `/us-${code.toLowerCase()}`;
export const countyPath = (code: string, county: string) => `/us-${code.toLowerCase()}/${county}`;
export const companyPath = (slug: string) => `/companies/${slug}`;
export const capabilityPath = (slug: string) => `/manufacturing/${slug}`;
export const certificationPath = (slug: string) => `/certifications/${slug}`;

export function Breadcrumbs({ trail }: { trail: [string, string][] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol>
        {trail.map(([name, path]) => (
          <li key={path}>
            <a href={path}>{name}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function LinkList({ items }: { items: { name: string; path: string; note?: string }[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.path}>
          <a href={item.path}>{item.name}</a>
          {item.note ? ` — ${item.note}` : null}
        </li>
      ))}
    </ul>
  );
}

export function Page({ title, intro, trail, children }: { title: string; intro?: string; trail?: [string, string][]; children?: ReactNode }) {
  return (
    <article>
      {trail ? <Breadcrumbs trail={trail} /> : null}
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </article>
  );
}

/** A supplier featured now (paid) for the page's capability or state: listed apart from the ranked companies. */
export interface SponsoredHit { id: string; slug: string; name: string; city: string; state: string; label: string }

export function CompanyList({ companies, names, sponsored = [] }: { companies: CompanyHit[]; names: Map<string, string>; sponsored?: SponsoredHit[] }) {
  return (
    <>
      {sponsored.length > 0 && (
        <section aria-label="Featured · sponsored">
          <h2>Featured · sponsored</h2>
          <p>Paid placements, listed apart: the companies below keep the order their match earns.</p>
          <LinkList items={sponsored.map((s) => ({ name: s.name, path: companyPath(s.slug), note: `${s.city}, ${s.state} · Featured for ${s.label}` }))} />
        </section>
      )}
      <CompanyListItems companies={companies} names={names} />
    </>
  );
}

function CompanyListItems({ companies, names }: { companies: CompanyHit[]; names: Map<string, string> }) {
  return (
    <LinkList
      items={companies.map((c) => ({
        name: c.name,
        path: companyPath(c.slug),
        note: [`${c.city}, ${c.state}`, c.capabilities.slice(0, 3).map((s) => names.get(s) ?? s).join(', ')].filter(Boolean).join(' · '),
      }))}
    />
  );
}

export function CompanyProfileMarkup({ supplier, names, certNames }: { supplier: Supplier; names: Map<string, string>; certNames: Map<string, string> }) {
  const a = supplier.address;
  return (
    <Page
      title={supplier.name}
      trail={[['States', '/states'], [a.state, statePath(a.state)], ...(a.countySlug && a.county ? [[a.county, countyPath(a.state, a.countySlug)] as [string, string]] : [])]}
      intro={supplier.description || undefined}
    >
      <address>
        {[a.street, a.city, `${a.state} ${a.zip ?? ''}`.trim()].filter(Boolean).join(', ')}
        {supplier.contact?.phone ? ` · ${supplier.contact.phone}` : null}
      </address>
      <h2>Capabilities</h2>
      <LinkList items={supplier.capabilities.map((s) => ({ name: names.get(s) ?? s, path: capabilityPath(s) }))} />
      {supplier.certifications.length > 0 ? (
        <>
          <h2>Certifications</h2>
          <LinkList items={supplier.certifications.map((c) => ({ name: certNames.get(c.slug) ?? c.slug, path: certificationPath(c.slug), note: certificationNote(c) }))} />
        </>
      ) : null}
      {supplier.yearFounded ? <p>Founded {supplier.yearFounded}</p> : null}
    </Page>
  );
}
