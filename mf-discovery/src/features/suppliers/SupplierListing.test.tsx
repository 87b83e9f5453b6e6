import { screen } from '@testing-library/react';
import CapabilityPage from '../../pages/CapabilityPage';
import DirectoryStatePage from '../../pages/DirectoryStatePage';
import StatePage from '../../pages/StatePage';
import {
  certifications,
  hit,
  pennsylvaniaCounties,
  pennsylvaniaDetail,
  processes,
  searchResponse,
  states,
} from '../../test/fixtures';
import { renderPage, requests, respond, signedIn } from '../../test/render';

const common: [string, unknown][] = [
  ['/api/geo/states', states],
  ['/api/geo/states/PA', pennsylvaniaDetail],
  ['/api/geo/topology/counties/PA', pennsylvaniaCounties],
  ['/api/catalogue/processes', processes],
  ['/api/certifications', certifications],
];

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
    respond('GET', '/api/suppliers/listing?state=PA&pageSize=10', () => ({
      status: 200,
      body: searchResponse([hit()], { total: 1234, pageSize: 10 }),
    }));
    renderPage(<StatePage />, {
      route: '/us-pa',
      params: { stateCode: 'pa' },
      data: common,
      auth: signedIn(),
    });
    expect(await screen.findByRole('article', { name: 'Keystone Precision Machining' })).toBeInTheDocument();
    expect(supplierReads()).toEqual({ urls: ['/api/suppliers/listing?state=PA&pageSize=10'], searchEvents: [] });
  });

  it('a state directory reads its capability counts and suppliers as listings too', async () => {
    respond('GET', '/api/suppliers/listing?state=PA&pageSize=1', () => ({
      status: 200,
      body: searchResponse([hit()], { pageSize: 1 }),
    }));
    respond('GET', '/api/suppliers/listing?state=PA&pageSize=10', () => ({
      status: 200,
      body: searchResponse([hit()], { pageSize: 10 }),
    }));
    renderPage(<DirectoryStatePage />, {
      route: '/directory/pennsylvania',
      params: { state: 'pennsylvania' },
      data: common,
      auth: signedIn(),
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
    respond('GET', '/api/catalogue/processes/precision-machining-subtractive-manufacturing', () => ({
      status: 200,
      body: {
        kind: 'category',
        category: { name: 'Precision Machining (Subtractive Manufacturing)', slug: 'precision-machining-subtractive-manufacturing' },
        processes: machining.map((p) => ({ ...p, supplierCount: 700 })),
        supplierCount: 1234,
      },
    }));
    respond('GET', '/api/suppliers/listing?category=precision-machining-subtractive-manufacturing&pageSize=10', () => ({
      status: 200,
      body: searchResponse([hit()], { total: 1234, pageSize: 10 }),
    }));
    renderPage(<CapabilityPage />, {
      route: '/manufacturing/precision-machining-subtractive-manufacturing',
      params: { slug: 'precision-machining-subtractive-manufacturing' },
      data: common,
      auth: signedIn(),
    });
    expect(await screen.findByRole('article', { name: 'Keystone Precision Machining' })).toBeInTheDocument();
    expect(supplierReads()).toEqual({
      urls: ['/api/suppliers/listing?category=precision-machining-subtractive-manufacturing&pageSize=10'],
      searchEvents: [],
    });
  });
});
