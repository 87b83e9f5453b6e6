import { render, screen } from '@testing-library/react';
import { ForgeUIProvider as Provider } from '@forge/shell-sdk';
import { ResponseFigures, responseFiguresDetail } from './ResponseFigures';

const stats = { invitations: 4, answered: 3, quoted: 2, responseRate: 0.75, medianHoursToQuote: 20, computedAt: '2026-11-26T10:00:00.000Z' };

describe('ResponseFigures', () => {
  it('shows the response rate and the median time to quote, with how they were counted', () => {
    render(<Provider><ResponseFigures stats={stats} /></Provider>);
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('20 h')).toBeInTheDocument();
    expect(responseFiguresDetail(stats)).toBe('Answered 3 of 4 RFQ invitations on Forge with a quote or a decline; half of its 2 quotes came within 20 h of the invitation.');
  });

  it('says "new to quoting" instead of a figure below 3 invitations (the API sends null)', () => {
    render(<Provider><ResponseFigures stats={null} /></Provider>);
    expect(screen.getByText('New to quoting on Forge')).toBeInTheDocument();
    expect(screen.queryByText(/response rate/)).not.toBeInTheDocument();
  });

  it('shows no time to quote when the supplier only declined', () => {
    render(<Provider><ResponseFigures stats={{ ...stats, quoted: 0, answered: 1, responseRate: 0.25, medianHoursToQuote: null }} /></Provider>);
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.queryByText(/quotes in/)).not.toBeInTheDocument();
  });
});
