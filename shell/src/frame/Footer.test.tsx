import { act, configure, screen, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import userEvent from '@testing-library/user-event';
import { Footer } from './Footer';
import { BottomBar } from './BottomBar';
import { EasterEggsProvider } from '../easter-eggs/EasterEggs';
import { renderWithShell, signedIn, signedOut } from '../test/render';
import { SocialWidget, socialWidgetDocument, SOCIAL_WIDGET_FRAME_SCRIPT, SOCIAL_WIDGET_SCRIPT } from './footer/SocialWidget';

beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const hrefs = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('link').map((a) => a.getAttribute('href'));

describe('footer (§2, §9)', () => {
  it('has the Platform, Services, States and Company links', () => {
    renderWithShell(
      <EasterEggsProvider>
        <Footer />
      </EasterEggsProvider>,
    );
    expect(hrefs('footer-platform')).toEqual(['/', '/bom', '/profile', '/search']);
    // 5 capabilities (featured first), then Certifications and View All
    expect(hrefs('footer-services')).toEqual([
      '/manufacturing/cnc-machining',
      '/manufacturing/injection-molding',
      '/manufacturing/die-casting',
      '/manufacturing/3d-printing',
      '/manufacturing/pcb-assembly',
      '/certifications',
      '/manufacturing/all',
    ]);
    expect(hrefs('footer-states')).toEqual([
      '/directory/pennsylvania',
      '/directory/california',
      '/directory/texas',
      '/directory/ohio',
      '/directory/michigan',
      '/states',
    ]);
    expect(hrefs('footer-company')).toEqual(['/about', '/careers', '/contact', '/privacy', '/terms']);
  });

  it('keeps Certifications and View All when the catalogue is unavailable', () => {
    renderWithShell(
      <EasterEggsProvider>
        <Footer />
      </EasterEggsProvider>,
      { processes: null },
    );
    expect(hrefs('footer-services')).toEqual(['/certifications', '/manufacturing/all']);
  });

  it('names the social links and the flag button', () => {
    renderWithShell(
      <EasterEggsProvider>
        <Footer />
      </EasterEggsProvider>,
    );
    for (const name of ['Forge on X', 'Forge on LinkedIn', 'Forge on YouTube']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText(/Made in America/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'United States flag' })).toBeInTheDocument();
  });
});

describe('social widget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads only after idle, inside a sandbox without same-origin access, and disappears on failure', () => {
    renderWithShell(<SocialWidget profileUrl="https://x.com/forgemfg" />);
    expect(document.querySelector('iframe')).toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('title')).toBe('Follow Forge on X');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'forge-social-widget:failed' }));
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives up silently after its timeout', () => {
    renderWithShell(<SocialWidget profileUrl="https://x.com/forgemfg" />);
    act(() => jest.advanceTimersByTime(2000));
    expect(document.querySelector('iframe')).not.toBeNull();
    act(() => jest.advanceTimersByTime(8000));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('reports load and error from inside the frame', () => {
    const html = socialWidgetDocument('https://x.com/forgemfg');
    expect(html).toContain('s.onerror');
    expect(html).toContain(JSON.stringify(SOCIAL_WIDGET_SCRIPT));
    expect(html).toContain(`<script>${SOCIAL_WIDGET_FRAME_SCRIPT}</script>`);
  });

  it("the frame's inline script is the one the shell server's CSP allows by hash", () => {
    const server = readFileSync(path.join(__dirname, '../../server/security-headers.mjs'), 'utf8');
    const allowed = /SOCIAL_WIDGET_SCRIPT_HASH = "'(sha256-[^']+)'"/.exec(server)?.[1];
    expect(allowed).toBe(`sha256-${createHash('sha256').update(SOCIAL_WIDGET_FRAME_SCRIPT).digest('base64')}`);
  });
});

describe('bottom bar (§2)', () => {
  it('has 5 entries ending in Login when signed out', () => {
    renderWithShell(<BottomBar />, { auth: signedOut });
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Discover', '/discover'],
      ['Capabilities', '/manufacturing/all'],
      ['Certifications', '/certifications'],
      ['Login', '/login'],
    ]);
  });

  it('ends in Profile when signed in and marks the current page', () => {
    renderWithShell(<BottomBar />, { auth: signedIn(), route: '/discover' });
    const links = within(screen.getByRole('navigation', { name: 'Quick navigation' })).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[4]).toHaveTextContent('Profile');
    expect(links[4]).toHaveAttribute('href', '/profile');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });
});

describe('flag overlay (§2)', () => {
  it('opens from the flag as a dialog, counts down, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithShell(
      <EasterEggsProvider>
        <Footer />
      </EasterEggsProvider>,
    );
    const flag = screen.getByRole('button', { name: 'United States flag' });
    await user.click(flag);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Closes in 13 s');
    expect(within(dialog).getByRole('button', { name: /Sound off/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'Close the celebration' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
