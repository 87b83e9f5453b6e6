import { describe, expect, it } from '@jest/globals';
import { generateSuppliers } from './generator.js';
import { SupplierSearchIndex } from './search-index/index.js';

describe('SupplierSearchIndex.named', () => {
  const docs = generateSuppliers(300);
  const index = SupplierSearchIndex.build(docs);

  it('finds a company by its exact name, however it is typed, and every company that shares it', () => {
    const target = docs[17]!;
    const sharing = docs.filter((d) => d.name === target.name).map((d) => d._id);
    const typed = `  ${target.name.toUpperCase().replace(/\./g, '')} `;
    expect(index.named(typed, 10).map((r) => r.id)).toEqual(sharing);
    expect(index.named(target.name.split(' ')[0]!, 10).every((r) => r.name === target.name.split(' ')[0])).toBe(true);
  });

  it('follows edits: a renamed company is found by its new name only', () => {
    const doc = { ...docs[3]!, name: 'Quillfeather Precision Works LLC' };
    index.upsert(doc);
    expect(index.named('quillfeather precision works llc', 5).map((r) => r.id)).toEqual([doc._id]);
    expect(index.named(docs[3]!.name, 5).map((r) => r.id)).not.toContain(doc._id);
  });
});
