import { screen } from '@testing-library/react';
import CompanyBySlugPage from '../../pages/CompanyBySlugPage';
import CompanyPage from '../../pages/CompanyPage';
import { SponsoredList } from './components/SponsoredList';
import { renderPage, respond } from '../../test/render';

const notFound = (message: string) => () => ({ status: 404, body: { error: { status: 'not-found', message, details: null } } });

describe('old company addresses', () => {
  it('replaces a merged company’s old slug with the kept company’s page', async () => {
    respond('GET', '/api/suppliers/by-slug/acme-old', notFound('No supplier has the page "acme-old".'));
    respond('GET', '/api/suppliers/moved/slug/acme-old', () => ({ status: 200, body: { id: 's-1', slug: 'acme-machining', name: 'Acme Machining', reason: 'merge' } }));
    renderPage(<CompanyBySlugPage />, { route: '/companies/acme-old', params: { slug: 'acme-old' } });
    expect(await screen.findByText('/companies/acme-machining', { selector: '[data-testid="location"]' })).toBeInTheDocument();
  });

  it('replaces a removed company id with the kept company’s page', async () => {
    respond('GET', '/api/suppliers/sup-9', notFound('No supplier has the id "sup-9".'));
    respond('GET', '/api/suppliers/moved/id/sup-9', () => ({ status: 200, body: { id: 's-1', slug: 'acme-machining', name: 'Acme Machining', reason: 'merge' } }));
    renderPage(<CompanyPage />, { route: '/company/sup-9', params: { id: 'sup-9' } });
    expect(await screen.findByText('/companies/acme-machining', { selector: '[data-testid="location"]' })).toBeInTheDocument();
  });

  it('says the company does not exist when the address never moved', async () => {
    respond('GET', '/api/suppliers/by-slug/nobody', notFound('No supplier has the page "nobody".'));
    respond('GET', '/api/suppliers/moved/slug/nobody', notFound('No company had the page "nobody".'));
    renderPage(<CompanyBySlugPage />, { route: '/companies/nobody', params: { slug: 'nobody' } });
    expect(await screen.findByText('This company profile does not exist or was removed')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/companies/nobody');
  });
});

describe('SponsoredList', () => {
  it('labels paid placements apart from the results and links each company', () => {
    renderPage(
      <SponsoredList
        sponsored={[
          { id: 's-1', slug: 'acme-machining', name: 'Acme Machining', city: 'Dayton', state: 'OH', scope: 'capability', value: 'cnc-machining', label: 'CNC Machining' },
          { id: 's-2', slug: 'buckeye-tool', name: 'Buckeye Tool', city: 'Akron', state: 'OH', scope: 'state', value: 'OH', label: 'Ohio' },
        ]}
      />,
      { route: '/discover' },
    );
    expect(screen.getByText('Featured · sponsored')).toBeInTheDocument();
    expect(screen.getByText(/Paid placements for CNC Machining and Ohio\. Listed apart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Machining' })).toHaveAttribute('href', '/companies/acme-machining');
    expect(screen.getByText('Akron, OH · Featured for Ohio')).toBeInTheDocument();
  });

  it('renders nothing without placements', () => {
    const { container } = renderPage(<SponsoredList sponsored={[]} />, { route: '/discover' });
    expect(container.querySelector('[data-testid="sponsored-list"]')).toBeNull();
  });
});
