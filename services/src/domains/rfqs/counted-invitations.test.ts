import { buyerCounts, oneInvitationPerBuyerWindow, type SentInvitation } from './counted-invitations.js';

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-02T09:00:00Z');
const sent = (rfqId: string, buyerUid: string, day: number, supplierId = 's1'): SentInvitation => ({ rfqId, supplierId, buyerUid, sentAt: new Date(T0 + day * DAY) });

describe('which buyers move a response rate', () => {
  const joined = new Date(T0 - 10 * DAY);
  it('counts a verified buyer who joined at least 7 days before sending', () => {
    expect(buyerCounts({ emailVerified: true, joinedAt: joined }, new Date(T0))).toBe(true);
    expect(buyerCounts({ emailVerified: true, joinedAt: new Date(T0 - 7 * DAY) }, new Date(T0))).toBe(true);
  });
  it('does not count an unverified email, a new account or a buyer without a profile', () => {
    expect(buyerCounts({ emailVerified: false, joinedAt: joined }, new Date(T0))).toBe(false);
    expect(buyerCounts({ emailVerified: true, joinedAt: new Date(T0 - 6 * DAY) }, new Date(T0))).toBe(false);
    expect(buyerCounts(undefined, new Date(T0))).toBe(false);
  });
});

describe('one RFQ per buyer and supplier per 7 days', () => {
  it('keeps the first of a burst and the next one only 7 days after it', () => {
    const burst = [sent('r3', 'b1', 0.5), sent('r1', 'b1', 0), sent('r2', 'b1', 0.1), sent('r4', 'b1', 6.9), sent('r5', 'b1', 7), sent('r6', 'b1', 13)];
    expect(oneInvitationPerBuyerWindow(burst).map((i) => i.rfqId)).toEqual(['r1', 'r5']);
  });
  it('counts other buyers and other suppliers separately', () => {
    const mixed = [sent('r1', 'b1', 0), sent('r2', 'b2', 0), sent('r3', 'b1', 1), sent('r3', 'b1', 1, 's2')];
    expect(oneInvitationPerBuyerWindow(mixed).map((i) => `${i.rfqId}/${i.supplierId}`)).toEqual(['r1/s1', 'r2/s1', 'r3/s2']);
  });
});
