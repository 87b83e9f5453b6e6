import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProfile } from '@forge/shell-sdk';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';

let stored: AdminProfile;
const patches: unknown[] = [];

const profile = (): AdminProfile => ({
  id: 'c1', slug: 'acme-machining', name: 'Acme Machining', description: 'Machining.',
  address: { street: '', city: 'Dayton', state: 'OH', county: 'Montgomery', zip: '45402' },
  capabilities: ['cnc-machining'], certifications: [], industries: [], employeeRange: '11-50', yearFounded: 1979, leadTimeDays: { min: 5, max: 20 }, minimumOrder: 0,
  contact: { email: '', phone: '', website: '' }, photos: [],
  verified: false, claimed: false, featured: false, ownerUid: null, completeness: { score: 40, missing: ['photos'] }, updatedAt: '2026-11-01T10:00:00.000Z',
});

fakeApiForEachTest(() => {
  patches.length = 0;
  stored = profile();
  return {
    'GET /api/admin/gcp-profiles/:id': () => ({ body: stored }),
    'PATCH /api/admin/gcp-profiles/:id': ({ body }) => {
      patches.push(body);
      const { slug } = body as { slug: string };
      if (slug === 'bluegrass-castings') return { status: 409, body: { error: { status: 'already-exists', message: 'The address /companies/bluegrass-castings belongs to Bluegrass Castings; choose another.', details: null } } };
      stored = { ...stored, slug };
      return { body: stored };
    },
  };
});

describe('Page address (/admin/gcp-profile)', () => {
  it('renames the slug, tidied into a slug, and shows the refusal of a slug another company has', async () => {
    renderRoute(routes, '/admin/gcp-profile?id=c1');
    const card = within(await screen.findByRole('region', { name: 'Page address' }));
    const input = card.getByRole('textbox', { name: 'Slug' });
    expect(input).toHaveValue('acme-machining');
    expect(card.getByRole('button', { name: 'Save page address' })).toBeDisabled();

    await userEvent.clear(input);
    await userEvent.type(input, 'Bluegrass Castings');
    await userEvent.tab();
    expect(input).toHaveValue('bluegrass-castings');
    await userEvent.click(card.getByRole('button', { name: 'Save page address' }));
    expect(await card.findByRole('alert')).toHaveTextContent('belongs to Bluegrass Castings');

    await userEvent.clear(input);
    await userEvent.type(input, 'acme-machining-dayton');
    await userEvent.click(card.getByRole('button', { name: 'Save page address' }));
    await waitFor(() => expect(patches).toEqual([{ slug: 'bluegrass-castings' }, { slug: 'acme-machining-dayton' }]));
    expect(await card.findByText('/companies/acme-machining-dayton — the old address keeps redirecting here.')).toBeInTheDocument();
  });
});
