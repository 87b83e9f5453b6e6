import { blankLine, formErrorsOf, formPathOf, lineIdsFrom, suggestedSuppliers, toRequest, validateDraft, type RfqDraft } from './form';
import { bomLines } from '../../test-support/fixtures';

const draft = (overrides: Partial<RfqDraft> = {}): RfqDraft => ({
  title: 'Brackets',
  dueDate: '2031-01-10',
  zip: '',
  notes: '',
  ndaRequired: false,
  itar: false,
  lines: [{ ...blankLine(), description: 'Bracket', quantity: '4' }],
  supplierIds: [],
  ...overrides,
});

describe('RFQ form rules', () => {
  it('sends the confirmation for self-declared ITAR registrations only on an ITAR RFQ, and shows its refusal at the suppliers', () => {
    expect(toRequest(draft({ itar: true, itarSelfDeclaredConfirmed: true }), 'open')).toMatchObject({ itar: true, itarSelfDeclaredConfirmed: true });
    expect(toRequest(draft({ itar: false, itarSelfDeclaredConfirmed: true }), 'open')).not.toHaveProperty('itarSelfDeclaredConfirmed');
    expect(toRequest(draft({ itar: true }), 'open')).not.toHaveProperty('itarSelfDeclaredConfirmed');
    expect(formPathOf('itarSelfDeclaredConfirmed')).toBe('supplierIds');
  });

  it('reads line ids repeated or comma-separated, each once', () => {
    expect(lineIdsFrom(new URLSearchParams('upload=u&lines=a&lines=b,c&lines=a'))).toEqual(['a', 'b', 'c']);
  });

  it('suggests each matched supplier of the custom lines once, best score first', () => {
    expect(suggestedSuppliers(bomLines).map((s) => s.id)).toEqual(['s1', 's3', 's2']);
    expect(suggestedSuppliers(bomLines, 1).map((s) => s.id)).toEqual(['s1']);
  });

  it('breaks score ties by distance, then by the order matching ranked them, never by name', () => {
    const tied = (id: string, name: string, distanceMiles?: number) => ({ id, name, slug: id, city: '', state: 'OH', score: 0.9, reason: '', ...(distanceMiles === undefined ? {} : { distanceMiles }) });
    const line = { ...bomLines[0]!, suppliers: [tied('z', 'Zenith Machining', 40), tied('a', 'Allied Machining', 300), tied('m', 'Midwest Mill'), tied('b', 'Best Tool')] };
    expect(suggestedSuppliers([line]).map((s) => s.id)).toEqual(['z', 'a', 'm', 'b']);
  });

  it('checks title, due date, ZIP and each line before sending', () => {
    expect(validateDraft(draft(), '2031-01-01')).toEqual({});
    const line = { ...blankLine(), quantity: '0' };
    expect(validateDraft(draft({ title: 'ab', dueDate: '2030-12-31', zip: '441', lines: [line] }), '2031-01-01')).toEqual({
      title: expect.stringContaining('at least 3'),
      dueDate: 'The due date is in the past.',
      zip: 'Enter a 5-digit US ZIP code.',
      [`${line.key}.quantity`]: 'Enter a quantity above 0.',
      [`${line.key}.description`]: 'Give a part number or a description.',
    });
    expect(validateDraft(draft({ lines: [] }), '2031-01-01').lines).toBe('Add at least one line item.');
  });

  it("stops what the contract's schema refuses even where the form has no rule of its own", () => {
    // The form has no length rule for a line's description; the contract allows 500 characters.
    const line = { ...blankLine(), description: 'x'.repeat(501), quantity: '2' };
    expect(validateDraft(draft({ lines: [line] }), '2031-01-01')).toEqual({ [`${line.key}.description`]: 'must be at most 500 characters' });
    expect(validateDraft(draft({ supplierIds: [''] }), '2031-01-01')).toEqual({ suppliers: 'is required' });
  });

  it("maps the API's field errors onto the form", () => {
    const lines = [blankLine(), blankLine()];
    const fields = [
      { field: 'lines.1.quantity', message: 'must be more than 0' },
      { field: 'delivery.zip', message: 'unknown ZIP code' },
      { field: 'dueDate', message: 'in the past' },
    ];
    const byPath = Object.fromEntries(fields.map((f) => [formPathOf(f.field), f.message]));
    expect(formErrorsOf(byPath, lines)).toEqual({ [`${lines[1]!.key}.quantity`]: 'must be more than 0', zip: 'unknown ZIP code', dueDate: 'in the past' });
    expect(formPathOf('lines.0.partNumber')).toBe('lines.0.description');
    expect(formPathOf('supplierIds.3')).toBe('supplierIds');
    expect(formPathOf('status')).toBeUndefined();
  });
});
