import { classifyLine } from './classify.js';
import { readHead } from './head-noun.js';
import { normalizeRow } from './normalize.js';

const header = ['Description', 'Qty'];
const classify = (description: string) => classifyLine(normalizeRow(2, [description, '1'], { description: 0, quantity: 1 }, header));

describe('head-noun reading', () => {
  it('takes the noun phrase before for / with / of as what the line is', () => {
    expect(readHead('Stepper motor mounting plate')).toMatchObject({ head: 'plate', headClass: 'custom-form' });
    expect(readHead('corner bracket for 2040 extrusion')).toMatchObject({ phrase: 'corner bracket', complement: '2040 extrusion', head: 'bracket' });
    expect(readHead('1/8 in aluminium sheet 12x24')).toMatchObject({ head: 'sheet', headClass: 'raw-stock' });
    expect(readHead('PCBA import fee')).toMatchObject({ head: 'import fee', headClass: 'fee' });
    expect(readHead('dish soap')).toMatchObject({ headClass: 'consumable' });
    expect(readHead('Pack of 50 M3 screws')).toMatchObject({ head: 'screws', headClass: 'catalogue' });
    expect(readHead('Battery holder 2xAA')).toMatchObject({ head: 'battery holder', headClass: 'catalogue' });
  });

  it('reads a made form as custom even when it names a catalogue part', () => {
    const plate = classify('Stepper motor mounting plate');
    expect(plate.kind).toBe('custom');
    expect(plate.evidence.join(' ')).toContain('head noun: "mounting plate"');
    expect(classify('tube holder with holes').kind).toBe('custom');
    expect(classify('NEMA 17 stepper motor').kind).toBe('standard');
  });

  it('does not let what a bracket is for decide how it is made', () => {
    const bracket = classify('corner bracket for 2040 extrusion');
    expect(bracket.kind).toBe('custom');
    expect(bracket.process?.slug).not.toBe('3d-printing');
  });

  it('gives raw stock, fees, consumables and services kinds of their own', () => {
    expect(classify('1/8 in aluminium sheet 12x24').kind).toBe('raw-stock');
    expect(classify('PCBA import fee').kind).toBe('fee');
    expect(classify('dish soap').kind).toBe('consumable');
    expect(classify('Assembly labor').kind).toBe('service');
    expect(classify('Amazon GST').kind).toBe('fee');
    expect(classify('3/4-in x 4-ft x 8-ft Plywood Spruce Standard').kind).toBe('raw-stock');
    expect(classify('Reliable Fasteners Unthreaded Rod - Blue Tip - Steel - 36-in L x 1/2-in dia').kind).toBe('raw-stock');
    expect(classify('Please use this Google Sheet to access the links').kind).toBe('unknown');
    const fee = classify('Shipping');
    expect(fee.process).toBeNull();
    expect(fee.evidence[0]).toMatch(/head noun: "shipping" \(a fee/);
  });

  it('lets an explicit process word make raw stock a custom part', () => {
    expect(classify('Laser cut acrylic sheet').kind).toBe('custom');
    const tube = classifyLine(normalizeRow(2, ['Armrest support tube, bent', '1', 'Steel tube 25x2'], { description: 0, quantity: 1, material: 2 }, ['Description', 'Qty', 'Material']));
    expect(tube).toMatchObject({ kind: 'custom', process: { slug: 'tube-bending' } });
    expect(classify('Custom extrusion profile').process?.slug).toBe('aluminum-extrusion');
  });

  it('keeps catalogue words in front of a made form, and process words in front of a catalogue item, as modifiers', () => {
    expect(classify('Belt tensioner').kind).toBe('custom');
    expect(classify('Bearing holder').kind).toBe('custom');
    const board = classify('CNC Expansion Board with A4988 Driver');
    expect(board.kind).toBe('standard');
    expect(board.evidence).toContain('head noun: "expansion board" (a catalogue item)');
    expect(classify('Stepper Motor CNC Shield').kind).toBe('standard');
    expect(classify('Ceramic capacitor 100nF').kind).toBe('standard');
    expect(classify('Sensor cable assembly, M8 4-pin to flying leads').process?.slug).toBe('cable-and-wire-harness-assembly');
  });

  it('never takes a bracketed marker or a material for the head', () => {
    expect(readHead('Mounting bracket (custom)')).toMatchObject({ head: 'bracket', headClass: 'custom-form' });
    expect(classify('Carbon fiber tube 10mm').kind).toBe('raw-stock');
    expect(classify('Carbon fiber plate 2mm')).toMatchObject({ kind: 'custom', process: { slug: 'carbon-fiber-composites' } });
    expect(classify('PLA-filament').kind).toBe('consumable');
    expect(classify('2020 extrusion 500 mm').kind).toBe('raw-stock');
    expect(classify('Custom HAT').kind).toBe('custom');
  });
});

describe('Chinese EMS BOM words', () => {
  it('classifies rows described only in Chinese and keeps the original text', () => {
    const motor = normalizeRow(2, ['电机', '1'], { description: 0, quantity: 1 }, header);
    const result = classifyLine(motor);
    expect(motor.description).toBe('电机');
    expect(result.kind).toBe('standard');
    expect(result.evidence.join(' ')).toContain('电机 = motor');
    expect(classify('支架').kind).toBe('custom');
    expect(classify('外壳 注塑').process?.slug).toBe('injection-molding');
    expect(classify('电阻 10K 0603').kind).toBe('standard');
    expect(classify('螺丝 M3x8').kind).toBe('standard');
    expect(classify('机臂 碳纤维').kind).toBe('custom');
    expect(classify('激光切割 铝板 支架').process?.slug).toBe('laser-cutting');
    expect(classify('关税').kind).toBe('fee');
    expect(classify('铝型材 2020 500mm').kind).toBe('raw-stock');
    expect(classify('贴片电阻 10K 0603').standardCategory).toBe('passives');
    expect(classify('胶水').kind).toBe('consumable');
  });
});
