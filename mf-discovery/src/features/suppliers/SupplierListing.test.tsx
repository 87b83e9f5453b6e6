import { screen } from '@testing-library/react';
import CapabilityPage from '../../pages/CapabilityPage';
import DirectoryStatePage from '../../pages/DirectoryStatePage';
import StatePage from '../../pages/StatePage';
import type { ReactElement } from 'react';
import { hit, pennsylvaniaPages, processes, searchResponse } from '../../test/fixtures';
import { renderPage, requests, respond, signedIn } from '../../test/render';

/** A page for a signed-in buyer; each URL in `answers` is answered (status 200) with its body. */
function renderWith(page: ReactElement, route: string, params: Record<string, string>, answers: Record<string, unknown>) {
  for (const [url, body] of Object.entries(answers)) respond('GET', url, () => ({ status: 200, body }));
  return renderPage(page, { route, params, data: pennsylvaniaPages, auth: signedIn() });
}

/** Supplier reads the page made, and whether any counted as a buyer's search (product-spec §3 "supplier search"). */
function supplierReads() {
  const reads = requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/suppliers/'));
  const searchEvents = requests.filter(
    (r) =>
      r.url === '/api/analytics/events' &&
      (r.body as { event?: { type?: string } }).event?.type === 'supplier_search',
  );
  return { urls: reads.map((r) => r.url), searchEvents };
}

describe('listing pages are not searches', () => {
  it('a state page lists its suppliers from the listing endpoint, recording no supplier search', async () => {
    renderWith(<StatePage />, '/us-pa', { stateCode: 'pa' }, {
      '/api/suppliers/listing?state=PA&pageSize=10': searchResponse([hit()], { total: 1234, pageSize: 10 }),
    });
    expect(await screen.findByRole('article', { name: 'Keystone Precision Machining' })).toBeInTheDocument();
    expect(supplierReads()).toEqual({ urls: ['/api/suppliers/listing?state=PA&pageSize=10'], searchEvents: [] });
  });

  it('a state directory reads its capability counts and suppliers as listings too', async () => {
    renderWith(<DirectoryStatePage />, '/directory/pennsylvania', { state: 'pennsylvania' }, {
      '/api/suppliers/listing?state=PA&pageSize=1': searchResponse([hit()], { pageSize: 1 }),
      '/api/suppliers/listing?state=PA&pageSize=10': searchResponse([hit()], { pageSize: 10 }),
    });
    expect(await screen.findByRole('article', { name: 'Keystone Precision Machining' })).toBeInTheDocument();
    const capabilityLinks = await screen.findAllByRole('link', { name: 'CNC Machining' });
    expect(capabilityLinks.map((l) => l.getAttribute('href'))).toContain('/directory/pennsylvania/cnc-machining');
    const { urls, searchEvents } = supplierReads();
    expect([...urls].sort()).toEqual([
      '/api/suppliers/listing?state=PA&pageSize=1',
      '/api/suppliers/listing?state=PA&pageSize=10',
    ]);
    expect(searchEvents).toEqual([]);
  });

  it('a category page lists suppliers offering any of its processes (one category filter, not all of them)', async () => {
    const machining = processes.filter((p) => p.categorySlug === 'precision-machining-subtractive-manufacturing');
    const slug = 'precision-machining-subtractive-manufacturing';
    renderWith(<CapabilityPage />, `/manufacturing/${slug}`, { slug }, {
      [`/api/catalogue/processes/${slug}`]: {
        kind: 'category',
        category: { name: 'Precision Machining (Subtractive Manufacturing)', slug },
        processes: machining.map((p) => ({ ...p, supplierCount: 700 })),
        supplierCount: 1234,
      },
      [`/api/suppliers/listing?category=${slug}&pageSize=10`]: searchResponse([hit()], { total: 1234, pageSize: 10 }),
    });
    expect(await screen.findByRole('article', { name: 'Keystone Precision Machining' })).toBeInTheDocument();
    expect(supplierReads()).toEqual({
      urls: ['/api/suppliers/listing?category=precision-machining-subtractive-manufacturing&pageSize=10'],
      searchEvents: [],
    });
  });
});
