import { describe, expect, it } from '@jest/globals';
import { generateSuppliers } from './generator.js';
import { SupplierSearchIndex } from './search-index/index.js';
import type { SupplierData } from './types.js';

/** Ranking with the RFQ response rate (issue 14): a bounded tie-break between equally relevant suppliers, said in "why". */
describe('response rate in ranking', () => {
  const counts = (invitations: number, answered: number, medianHoursToQuote: number | null = 12) => ({ invitations, answered, quoted: answered, medianHoursToQuote, computedAt: new Date() });
  // four suppliers whose text matches equally: same name, same everything but the id and the RFQ figures
  const base = generateSuppliers(1)[0]!;
  const twin = (id: string, rfqStats: SupplierData['rfqStats'], extra: Partial<SupplierData> = {}): SupplierData => ({ ...base, _id: id, slug: id, name: 'Quillfeather Works', description: 'Zorbic parts', rfqStats, ...extra });
  const docs = [
    twin('a-new', null),
    twin('b-slow', counts(10, 1)),
    twin('c-fast', counts(4, 4)),
    twin('d-two', counts(2, 2)), // 2 invitations: no figure yet, however good
    // a better text match (both words in the name, not one in the description) without any RFQ figure
    twin('e-better', null, { name: 'Quillfeather Zorbic' }),
  ];
  const index = SupplierSearchIndex.build(docs);
  const search = (sort: 'relevance' | 'responseRate') => index.search({ q: 'quillfeather zorbic', sort, page: 1, pageSize: 10 });

  it('breaks ties by response rate, counting a supplier without a figure as average; relevance stays first', () => {
    const hits = search('relevance').hits;
    expect(hits[0]!.id).toBe('e-better');
    // 100 % > no figure (as 50 %) for a-new and d-two, ordered by id > 10 %
    expect(hits.slice(1).map((h) => h.id)).toEqual(['c-fast', 'a-new', 'd-two', 'b-slow']);
  });

  it('says in "why" what was counted, or that there is no figure yet', () => {
    const byId = new Map(search('relevance').hits.map((h) => [h.id, h]));
    expect(byId.get('c-fast')!.why).toContain('Response rate 100% (answered 4 of 4 RFQ invitations; median time to quote 12 h)');
    expect(byId.get('d-two')!.why).toContain('No response rate yet (fewer than 3 RFQ invitations on Forge): counted as average when breaking ties');
    expect(byId.get('d-two')!.responseRate).toBeNull();
    expect(byId.get('b-slow')!.responseRate).toBe(10);
  });

  it('sorted by response rate: a supplier without a figure counts as average, so one that never answers comes last', () => {
    const hits = search('responseRate').hits;
    expect(hits[0]!.id).toBe('c-fast');
    expect(hits.at(-1)!.id).toBe('b-slow');
    expect(hits.slice(1, -1).every((h) => h.responseRate === null)).toBe(true);
    expect(hits[0]!.why).toContain('Sorted by response rate: 100% (answered 4 of 4 RFQ invitations; median time to quote 12 h)');
  });
});
