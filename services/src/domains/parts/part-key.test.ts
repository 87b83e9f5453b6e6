import { nextRevisionLabel, partKeyOf } from './part-key.js';

describe('part numbers and revision labels', () => {
  it('compares part numbers without case, spaces and dashes', () => {
    expect(partKeyOf('ab-12 3')).toBe(partKeyOf('AB123'));
    expect(partKeyOf('AB-123')).not.toBe(partKeyOf('AB-124'));
  });
  it('counts revision labels on', () => {
    expect(nextRevisionLabel('A')).toBe('B');
    expect(nextRevisionLabel('Z')).toBe('AA');
    expect(nextRevisionLabel('AZ')).toBe('BA');
    expect(nextRevisionLabel('09')).toBe('10');
    expect(nextRevisionLabel('X1')).toBe('X2');
    expect(nextRevisionLabel('rev-a')).toBe('rev-a.1');
  });
});
