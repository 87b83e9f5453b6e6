import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatePage from '../../pages/StatePage';
import { hit, pennsylvaniaCounties, pennsylvaniaPages, searchResponse } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { projectRegion } from './projection';

const data: [string, unknown][] = [
  ...pennsylvaniaPages,
  ['/api/suppliers/listing?state=PA&pageSize=10', searchResponse([hit()], { total: 1234, pageSize: 10 })],
];

describe('StatePage', () => {
  it('shows the county map, an accessible county list, top capabilities and suppliers', () => {
    renderPage(<StatePage />, { route: '/us-pa', params: { stateCode: 'pa' }, data });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Manufacturers in Pennsylvania' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: /Map of Pennsylvania counties shaded by number of suppliers/ }),
    ).toBeInTheDocument();

    const counties = screen.getByRole('list', { name: 'Pennsylvania counties with the most suppliers' });
    const links = within(counties).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Allegheny County', 'Philadelphia County']);
    expect(links[0]).toHaveAttribute('href', '/us-pa/allegheny');

    expect(screen.getByRole('link', { name: 'CNC Machining' })).toHaveAttribute(
      'href',
      '/directory/pennsylvania/cnc-machining',
    );
    expect(screen.getByRole('article', { name: 'Keystone Precision Machining' })).toBeInTheDocument();
    expect(screen.getByText('1,234 suppliers')).toBeInTheDocument();
    expect(document.title).toBe('Manufacturers in Pennsylvania — Forge');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/us-pa');
  });

  it('navigates to a county when its shape is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<StatePage />, { route: '/us-pa', params: { stateCode: 'pa' }, data });
    const allegheny = container.querySelector('a[href="/us-pa/allegheny"] path');
    expect(allegheny).not.toBeNull();
    await user.click(allegheny!);
    expect(screen.getByTestId('location')).toHaveTextContent('/us-pa/allegheny');
  });
});

describe('projection', () => {
  it('keeps shapes inside the view box and north up', () => {
    const map = projectRegion(pennsylvaniaCounties, 600);
    const numbers = map.shapes.flatMap((s) => s.d.match(/-?\d+(\.\d+)?/g)!.map(Number));
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(Math.max(map.width, map.height));
    const [, yNorth] = map.project(-78, 42)!;
    const [, ySouth] = map.project(-78, 40)!;
    expect(yNorth).toBeLessThan(ySouth);
    const [xWest] = map.project(-80, 41)!;
    const [xEast] = map.project(-75, 41)!;
    expect(xWest).toBeLessThan(xEast);
  });
});
