import { auditChanges, shownValue } from './audit-diff';

describe('audit entries as field changes', () => {
  it('lists only the fields that changed, nested ones as dotted paths', () => {
    expect(auditChanges({ enabled: true, roles: ['buyer'], note: 'same' }, { enabled: false, reason: 'Unpaid', roles: ['buyer'], note: 'same' })).toEqual([
      { field: 'enabled', before: true, after: false },
      { field: 'reason', before: undefined, after: 'Unpaid' },
    ]);
    expect(auditChanges({ address: { city: 'Erie', state: 'PA' } }, { address: { city: 'Akron', state: 'PA' } })).toEqual([{ field: 'address.city', before: 'Erie', after: 'Akron' }]);
  });
  it('shows a creation, a removal and plain values', () => {
    expect(auditChanges(null, { title: 'New' })).toEqual([{ field: 'title', before: undefined, after: 'New' }]);
    expect(auditChanges({ state: 'failed' }, null)).toEqual([{ field: 'state', before: 'failed', after: undefined }]);
    expect(auditChanges('draft', 'approved')).toEqual([{ field: 'value', before: 'draft', after: 'approved' }]);
  });
  it('reads values as words', () => {
    expect([shownValue(true), shownValue(false), shownValue(['a', 'b']), shownValue(undefined), shownValue(3)]).toEqual(['yes', 'no', 'a, b', '—', '3']);
  });
});
