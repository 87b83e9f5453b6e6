import { BomJobDataSchema, supplierChangeFields, supplierChangeOf, type SupplierChange } from './streams.js';

describe('stream entries and job payloads', () => {
  it('writes and reads back a supplier change entry', () => {
    const changes: SupplierChange[] = [{ kind: 'changed', supplierId: 'sup-1' }, { kind: 'rebuild', origin: 'cert-expiry' }];
    for (const change of changes) expect(supplierChangeOf(supplierChangeFields(change))).toEqual(change);
    expect(supplierChangeFields(changes[0]!)).toEqual(['id', 'sup-1']);
    expect(supplierChangeOf(['other', 'x'])).toBeNull();
    expect(supplierChangeOf(['id'])).toBeNull();
  });

  it('refuses a BOM job without an upload', () => {
    expect(BomJobDataSchema.safeParse({ uploadId: 'u1', generation: 2, fileName: 'a.csv', uid: 'x' }).success).toBe(true);
    expect(BomJobDataSchema.safeParse({ generation: 2, fileName: 'a.csv', uid: 'x' }).success).toBe(false);
  });
});
