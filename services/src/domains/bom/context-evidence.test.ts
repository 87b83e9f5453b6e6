import { classifyLine, type ClassifyContext } from './classify.js';
import { normalizeRow } from './normalize.js';

const header = ['Description', 'Qty', 'Notes'];
const classify = (description: string, context: ClassifyContext = {}, notes = '') =>
  classifyLine(normalizeRow(2, [description, '1', notes], { description: 0, quantity: 1, notes: 2 }, header), context);

describe('document context as evidence', () => {
  it('lets a section that says how parts are got outweigh a catalogue word of the line', () => {
    const knob = classify('Knob', { section: 'Printed parts' });
    expect(knob).toMatchObject({ kind: 'custom', process: { slug: '3d-printing' } });
    expect(knob.evidence).toContain('section "Printed parts" (printed)');
    expect(classify('box corner stand', { section: 'Printed parts' }).process?.slug).toBe('3d-printing');
    expect(classify('Corner bracket', { section: 'Purchased parts' }).kind).toBe('standard');
    expect(classify('Spindle nose', { sheet: 'Machined parts' }).process?.slug).toBe('cnc-machining');
  });

  it('weighs a category title ("Electronics") less than the head noun', () => {
    expect(classify('Motor bracket', { section: 'Electronics' }).kind).toBe('custom');
    expect(classify('Arduino Nano', { section: 'Electronics' }).kind).toBe('standard');
  });

  it('reads a make/buy value and markers that the reader found around the line', () => {
    const made = classify('Gear cover', { makeBuy: 'we make' });
    expect(made.kind).toBe('custom');
    expect(made.evidence).toContain('source: we make (made)');
    expect(classify('Hinge', { makeBuy: 'bought' }).kind).toBe('standard');
    const marked = classify('Wheel hub', { markers: ['(custom ordered)'] });
    expect(marked.kind).toBe('custom');
    expect(marked.evidence.join(' ')).toContain('marker (custom ordered) in the row\u2019s context');
  });

  it('reads "to be purchased" and "(COTS)" as bought', () => {
    const bought = classify('Extrusion Brackets', {}, 'To be purchased.');
    expect(bought.kind).toBe('standard');
    expect(bought.evidence.join(' ')).toMatch(/marker "To be purchased" in notes \(bought\)/);
    expect(classify('Mounting plate (COTS)').kind).toBe('standard');
    expect(classify('Mounting plate').kind).toBe('custom');
  });
});
