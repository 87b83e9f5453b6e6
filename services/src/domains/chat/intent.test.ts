import { searchText, understand } from './intent.js';

describe('understand: intent and slots of a question', () => {
  it('reads a supplier question: process family, certification and a radius around a city', () => {
    const slots = understand('ISO 13485 CNC shops within 50 miles of Dayton, OH', { hasUpload: false });
    expect(slots.intent).toBe('suppliers');
    expect(slots.certifications.map((c) => c.slug)).toEqual(['iso-13485']);
    expect(slots.capabilities[0]?.slugs).toContain('cnc-milling');
    expect(searchText(slots)).toBe('ISO 13485 CNC machining within 50 miles of Dayton, OH');
  });

  it('carries the previous slots into a follow-up and replaces what it names', () => {
    const first = understand('who does anodizing in Michigan', { hasUpload: false });
    const ohio = understand('only the ones in Ohio', { hasUpload: false, previous: first });
    expect(searchText(ohio)).toBe('Anodizing in Ohio');
    const sheet = understand('what about sheet metal?', { hasUpload: false, previous: ohio });
    expect(searchText(sheet)).toBe('Sheet metal in Ohio');
  });

  it('reads BOM questions: processes, kinds, totals, line references and actions', () => {
    expect(understand('which lines need a machinist', { hasUpload: true })).toMatchObject({ intent: 'bom-lines' });
    expect(understand('what can I buy off the shelf', { hasUpload: true })).toMatchObject({ intent: 'bom-lines', kind: 'standard' });
    expect(understand('how many lines are still unknown', { hasUpload: true })).toMatchObject({ intent: 'bom-lines', kind: 'unknown' });
    expect(understand('what is the total of the standard parts', { hasUpload: true }).intent).toBe('bom-total');
    expect(understand('who can quote the sheet-metal parts in Ohio', { hasUpload: true }).intent).toBe('bom-suppliers');
    expect(understand('Draft an RFQ for the laser-cut parts to the top 3 suppliers', { hasUpload: true })).toMatchObject({ intent: 'draft-rfq', top: 3 });
    // the action's own words never end up in the supplier search behind it
    expect(understand('Draft an RFQ for the machined parts to the top 3 suppliers', { hasUpload: true })).toMatchObject({ intent: 'draft-rfq', top: 3, leftover: '' });
    expect(understand('mark lines 4 and 6 as standard', { hasUpload: true })).toMatchObject({ intent: 'correct-line', lineNumbers: [4, 6], kind: 'standard' });
  });

  it('reads catalogue, certification and comparison questions', () => {
    expect(understand('when should I use waterjet instead of laser cutting', { hasUpload: false }).intent).toBe('process');
    expect(understand('what is the difference between AS9100 and ISO 9001', { hasUpload: false }).intent).toBe('certification');
    expect(understand('compare Acme Machining and Eagle Technologies', { hasUpload: false })).toMatchObject({ intent: 'compare', names: ['Acme Machining', 'Eagle Technologies'] });
  });

  it('declines prices and questions outside its data', () => {
    expect(understand('how much does CNC machining cost?', { hasUpload: false }).intent).toBe('decline-price');
    expect(understand("what's the weather in Dayton?", { hasUpload: false }).intent).toBe('unknown');
    expect(understand('write me a poem about welding', { hasUpload: false }).intent).toBe('unknown');
    expect(understand('who won the Super Bowl?', { hasUpload: false }).intent).toBe('unknown');
  });
});
