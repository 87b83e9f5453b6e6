import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import type { Presentation } from './api';
import { SlideViewer, slideFromQuery } from './components/SlideViewer';

const deck: Presentation = {
  id: 'd1',
  slug: 'northline-robotics',
  kind: 'customer',
  title: 'Northline × Forge',
  customer: 'Northline Robotics',
  summary: 'A deck',
  presentedAt: '2026-10-14T00:00:00Z',
  slides: ['Intro', 'Problem', 'Approach', 'Suppliers', 'Results', 'Next steps'].map((title) => ({ title, subtitle: '', bullets: [], stats: [], note: '' })),
};

const location = () => screen.getByTestId('location').textContent;

describe('slide viewer', () => {
  it('opens the slide named in ?slide=N and moves with the arrow keys, updating the link', () => {
    renderWithProviders(<SlideViewer deck={deck} />, { path: '/customer-presentations/northline-robotics?slide=2' });
    expect(screen.getByRole('heading', { name: 'Problem' })).toBeInTheDocument();
    expect(screen.getByText('Slide 2 of 6')).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Approach' })).toBeInTheDocument();
    expect(location()).toBe('/customer-presentations/northline-robotics?slide=3');

    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('Slide 1 of 6')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('Slide 1 of 6')).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'End' });
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText('Slide 6 of 6')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Home' });
    expect(location()).toBe('/customer-presentations/northline-robotics?slide=1');
  });

  it('ignores keys typed into a field and keys with modifiers', () => {
    renderWithProviders(
      <>
        <input aria-label="notes" />
        <SlideViewer deck={deck} />
      </>,
      { path: '/customer-presentations/northline-robotics' },
    );
    fireEvent.keyDown(screen.getByLabelText('notes'), { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', altKey: true });
    expect(screen.getByText('Slide 1 of 6')).toBeInTheDocument();
  });

  it('has buttons for previous, next and full screen', () => {
    renderWithProviders(<SlideViewer deck={deck} />, { path: '/p?slide=6' });
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByText('Slide 4 of 6')).toBeInTheDocument();
    expect(location()).toBe('/p?slide=4');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('clamps bad slide numbers', () => {
    expect(slideFromQuery('99', 6)).toBe(6);
    expect(slideFromQuery('0', 6)).toBe(1);
    expect(slideFromQuery('abc', 6)).toBe(1);
    expect(slideFromQuery(null, 6)).toBe(1);
  });
});
