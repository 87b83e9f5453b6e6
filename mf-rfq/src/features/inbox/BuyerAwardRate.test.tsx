import { render, screen } from '@testing-library/react';
import { ForgeUIProvider } from '@forge/shell-sdk';
import { BuyerAwardRate, buyerAwardRateText } from './BuyerAwardRate';

describe('BuyerAwardRate', () => {
  it("states the buyer's award rate with what it was counted over", () => {
    render(<ForgeUIProvider><BuyerAwardRate rate={{ decided: 3, awarded: 2, awardRate: 2 / 3 }} /></ForgeUIProvider>);
    expect(screen.getByTestId('buyer-award-rate')).toHaveTextContent('Buyer awards 67% of RFQs (2 of 3 decided)');
  });

  it('says the buyer is new instead of showing a figure below 3 decided RFQs (the API sends null)', () => {
    expect(buyerAwardRateText(null)).toBe('Buyer new to Forge: fewer than 3 decided RFQs');
    expect(buyerAwardRateText(undefined)).not.toMatch(/%/);
  });

  it('shows a real 0 % for a buyer who never awards', () => {
    expect(buyerAwardRateText({ decided: 4, awarded: 0, awardRate: 0 })).toBe('Buyer awards 0% of RFQs (0 of 4 decided)');
  });
});
