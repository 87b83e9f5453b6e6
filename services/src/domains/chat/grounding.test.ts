import { SupplierGrounding, UNVERIFIED } from './grounding.js';

describe('SupplierGrounding', () => {
  const grounding = new SupplierGrounding();
  grounding.learn({ cards: [{ id: 'sup-000012', name: 'Vogel Integration Inc.', city: 'Gresham', link: '/company/sup-000012' }] });

  it('keeps suppliers a tool returned, by link and by name', () => {
    const text = 'Try [Vogel Integration Inc.](/company/sup-000012); Vogel Integration Inc. answers quickly.';
    expect(grounding.check(text)).toEqual({ text, flagged: [] });
  });

  it('removes a linked supplier whose id no tool returned, and a company-like name it never saw', () => {
    const checked = grounding.check('See [Acme Machining](/company/sup-999999) or Phantom Precision Machining Inc for this.');
    expect(checked.flagged).toEqual(['Acme Machining', 'Phantom Precision Machining Inc']);
    expect(checked.text).toBe(`See ${UNVERIFIED} or ${UNVERIFIED} for this.`);
  });
});
