import { act, screen } from '@testing-library/react';
import { Logo } from './Logo';
import { LOGO_RESHUFFLE_MS } from './logo-scheme';
import { renderWithShell } from '../test/render';

describe('logo (§2)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps its scheme and intro state in sessionStorage and reshuffles after 30 s', () => {
    const first = renderWithShell(<Logo />);
    const mark = () => screen.getByTestId('logo-mark').getAttribute('data-scheme');
    const initial = mark();
    expect(initial?.split(' ')).toHaveLength(6);
    act(() => jest.advanceTimersByTime(1000));
    const stored = JSON.parse(sessionStorage.getItem('forge.logo')!);
    expect(stored).toEqual(expect.objectContaining({ scheme: initial!.split(' '), introPlayed: true }));

    // A reload within the 30 s keeps the same scheme.
    first.unmount();
    renderWithShell(<Logo />);
    expect(mark()).toBe(initial);

    act(() => jest.advanceTimersByTime(LOGO_RESHUFFLE_MS));
    expect(mark()).not.toBe(initial);
    expect(screen.getByRole('link', { name: 'Forge home' })).toHaveAttribute('href', '/');
  });
});
