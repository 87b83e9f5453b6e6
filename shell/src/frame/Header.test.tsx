import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import { PROCESSES, renderWithShell, signedIn, signedOut } from '../test/render';

// jsdom applies no media queries, so the desktop-only parts (display: none at base) count as hidden.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const location = () => screen.getByTestId('location').textContent;

describe('header search (§2, §5)', () => {
  it('goes to /discover?q= on Enter with the trimmed text', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);
    const box = screen.getAllByRole('searchbox', { name: 'Search suppliers' })[0]!;
    await user.type(box, '  cnc aluminum {Enter}');
    expect(location()).toBe('/discover?q=cnc+aluminum');
  });

  it('does nothing when the text is empty or blank', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />, { route: '/about' });
    const box = screen.getAllByRole('searchbox', { name: 'Search suppliers' })[0]!;
    await user.type(box, '{Enter}');
    expect(location()).toBe('/about');
    await user.type(box, '    {Enter}');
    expect(location()).toBe('/about');
  });
});

describe('header when signed out', () => {
  it('offers Talk to Sales and Sign In, and no account links', () => {
    renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: 'Talk to Sales' })).toHaveAttribute('href', '/sales');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Part Master' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My Activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: /account menu/i })).toBeNull();
  });

  it('shows a spinner in the auth area while auth loads', () => {
    renderWithShell(<Header />, { auth: { ...signedOut, status: 'loading' } });
    expect(screen.getByTestId('auth-loading')).toHaveTextContent('Checking sign-in');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('puts Join Waitlist in the mobile menu', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute('href', '/waitlist');
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('searchbox', { name: 'Search suppliers' })).toBeInTheDocument();
  });
});

describe('header when signed in', () => {
  it('shows Part Master, My Activity and the account menu with the fallback name and initial', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />, { auth: signedIn({ email: 'jane.doe@forge.test' }) });
    expect(screen.getByRole('link', { name: 'Part Master' })).toHaveAttribute('href', '/parts');
    expect(screen.getByRole('link', { name: 'My Activity' })).toHaveAttribute('href', '/my-activity');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    const trigger = screen.getByRole('button', { name: 'jane.doe account menu' });
    expect(within(trigger).getByTestId('user-avatar')).toHaveTextContent('J');
    await user.click(trigger);
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((el) => [el.textContent, el.getAttribute('href')]);
    expect(items).toEqual([
      ['Profile', '/profile'],
      ['Purchase Orders', '/orders'],
      ['Settings', '/profile/edit'],
      ['Change Password', '/profile/password'],
      ['Log out', null],
    ]);
  });

  it('offers Purchase Orders to suppliers, not to investors', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithShell(<Header />, { auth: signedIn({ roles: ['supplier'], displayName: 'Sam Supplier' }) });
    await user.click(screen.getByRole('button', { name: 'Sam Supplier account menu' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Purchase Orders' })).toHaveAttribute('href', '/orders');
    unmount();
    renderWithShell(<Header />, { auth: signedIn({ roles: ['investor'], displayName: 'Ivy Investor' }) });
    await user.click(screen.getByRole('button', { name: 'Ivy Investor account menu' }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Purchase Orders' })).toBeNull();
  });

  it('shows the Admin Panel only to admins', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />, { auth: signedIn({ admin: true, roles: ['admin'], displayName: 'Ada Admin' }) });
    await user.click(screen.getByRole('button', { name: 'Ada Admin account menu' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('logs out from the account menu', async () => {
    const user = userEvent.setup();
    const auth = signedIn();
    renderWithShell(<Header />, { auth });
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('lists the first 4 capabilities in the mobile menu', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />, { auth: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const capabilities = within(within(drawer).getByRole('region', { name: 'Capabilities' })).getAllByRole('link');
    expect(capabilities.map((a) => a.getAttribute('href'))).toEqual([
      '/manufacturing/cnc-machining',
      '/manufacturing/injection-molding',
      '/manufacturing/die-casting',
      '/manufacturing/3d-printing',
      '/manufacturing/all',
    ]);
    expect(within(drawer).queryByRole('link', { name: 'Join Waitlist' })).toBeNull();
  });
});

describe('header dropdowns (§2, §9)', () => {
  it('Find Suppliers opens with the keyboard and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);
    const trigger = screen.getByRole('button', { name: 'Find Suppliers' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Supplier Discovery', '/discover'],
      ['State Directory', '/states'],
      ['RFQ Management', '/rfq-management'],
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('r');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('Certifications lists all and the six header certifications', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Certifications' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((a) => a.getAttribute('href'))).toEqual([
      '/certifications',
      '/certifications/iso-9001',
      '/certifications/as9100',
      '/certifications/iatf-16949',
      '/certifications/iso-13485',
      '/certifications/itar',
      '/certifications/iso-14001',
    ]);
  });

  it('Capabilities links every capability by category, via submenus', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Capabilities' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'All capabilities' })).toHaveAttribute('href', '/manufacturing/all');
    const category = within(menu).getByRole('menuitem', { name: /Precision Machining/ });
    expect(category).toHaveAttribute('aria-haspopup', 'menu');
    category.focus();
    await user.keyboard('{ArrowRight}');
    const submenu = screen.getByRole('menu', { name: /Precision Machining/ });
    const links = within(submenu).getAllByRole('menuitem');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/manufacturing/cnc-machining', '/manufacturing/swiss-turning']);
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('menu', { name: /Precision Machining/ })).toBeNull();
    expect(category).toHaveFocus();
    // every capability is reachable from exactly one category
    const categories = within(menu).getAllByRole('menuitem').filter((el) => el.getAttribute('aria-haspopup') && !/Popular/.test(el.textContent ?? ''));
    expect(categories).toHaveLength(new Set(PROCESSES.map((p) => p.categorySlug)).size);
  });

  it('shows only "All capabilities" when the catalogue is unavailable', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />, { processes: null });
    await user.click(screen.getByRole('button', { name: 'Capabilities' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((a) => a.textContent)).toEqual(['All capabilities']);
  });

  describe('hover timing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('opens after 500 ms of hovering and closes 150 ms after leaving; submenus after 100 ms', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderWithShell(<Header />);
      const trigger = screen.getByRole('button', { name: 'Capabilities' });
      await user.hover(trigger);
      act(() => jest.advanceTimersByTime(499));
      expect(screen.queryByRole('menu')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      const menu = screen.getByRole('menu');
      const category = within(menu).getByRole('menuitem', { name: /Electronics/ });
      await user.hover(category);
      act(() => jest.advanceTimersByTime(99));
      expect(category).toHaveAttribute('aria-expanded', 'false');
      act(() => jest.advanceTimersByTime(1));
      expect(category).toHaveAttribute('aria-expanded', 'true');
      await user.unhover(category);
      await user.hover(screen.getByTestId('location'));
      act(() => jest.advanceTimersByTime(149));
      expect(screen.queryAllByRole('menu')).toHaveLength(2);
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryAllByRole('menu')).toHaveLength(0);
    });
  });
});

describe('supplier claim (§1)', () => {
  it('shows "20,000+ verified suppliers" from /api/stats', () => {
    renderWithShell(<Header />, { stats: { suppliers: 25_000, verifiedSuppliers: 20_431, states: 50, capabilities: 115, certifications: 40, certificatesOnFile: 12 } });
    expect(screen.getByTestId('supplier-claim')).toHaveTextContent('20,000+ verified suppliers');
  });

  it('is hidden when stats are unavailable', () => {
    renderWithShell(<Header />);
    expect(screen.queryByTestId('supplier-claim')).toBeNull();
  });
});
