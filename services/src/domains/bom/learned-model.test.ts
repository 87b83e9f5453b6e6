import { classifyLine } from './classify.js';
import { learnedModel, lineFeatures, newClassifier } from './learned-model.js';
import { normalizeRow } from './normalize.js';

describe('learned model', () => {
  it('turns a line into word and column-cue features', () => {
    const line = normalizeRow(2, ['Spool holder', '1', 'https://www.amazon.com/dp/B0', 'R1'], { description: 0, quantity: 1, link: 2, refDes: 3 });
    expect(lineFeatures(line)).toEqual(expect.arrayContaining(['spool', 'holder', 'host:amazon.com', 'has:link', 'ref:R']));
  });

  it('learns from labelled lines and predicts with log-odds', () => {
    const nb = newClassifier();
    const printed = ['printed', 'bracket', 'spacer', 'housing', 'cap', 'mount', 'has:no-sourcing'];
    const bought = ['screw', 'nut', 'washer', 'bearing', 'motor', 'host:mcmaster.com', 'has:link'];
    for (let i = 0; i < 5; i++) {
      nb.learn(printed.slice(i, i + 3), 'custom:3d-printing');
      nb.learn(bought.slice(i, i + 3), 'standard');
    }
    nb.consolidate();
    expect(nb.computeOdds(['bracket', 'spacer'])[0]![0]).toBe('custom:3d-printing');
    expect(nb.computeOdds(['bearing', 'motor'])[0]![0]).toBe('standard');
  });

  it('the committed model decides a line the vocabulary cannot, and its evidence names the version', () => {
    const model = learnedModel();
    expect(model?.version).toMatch(/^nb-[0-9a-f]{10}$/);
    const line = normalizeRow(2, ['Surface Roller', '10', ''], { description: 0, quantity: 1, notes: 2 });
    const result = classifyLine(line);
    expect(result.evidence[0]).toContain(`learned model ${model!.version}`);
    expect(result.kind).not.toBe('unknown');
  });

  it('names the process of a custom line that only a shape noun placed, never overriding a stated process', () => {
    const model = learnedModel();
    const plate = classifyLine(normalizeRow(2, ['Left Upper Cart Plate', '1'], { description: 0, quantity: 1 }));
    expect(plate.kind).toBe('custom');
    expect(plate.evidence.at(-1)).toContain(`learned model ${model!.version}: made by ${plate.process!.slug}`);
    const stated = classifyLine(normalizeRow(2, ['Cart plate, laser cut', '1'], { description: 0, quantity: 1 }));
    expect(stated.process?.slug).toBe('laser-cutting');
    expect(stated.evidence.join(' ')).not.toContain('learned model');
  });
});
