import type { CapableSupplier } from '../suppliers/queries.js';
import { lineMatchKey, materialOf, valueBand, type LineNeeds } from './match-key.js';
import { buyerNeeds } from './match.js';
import { rankCandidates, tieHash, type Candidate } from './supplier-ranking.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const CNC = { slug: 'cnc-machining', name: 'CNC Machining' };
const CLEVELAND = { deliveryZip: '44114' };
// near Cleveland (Akron), and far (Austin, TX)
const AKRON = { lat: 41.08, lng: -81.52 };
const AUSTIN = { lat: 30.27, lng: -97.74 };

function supplier(id: string, over: Partial<CapableSupplier> = {}): CapableSupplier {
  return {
    id,
    name: `Shop ${id}`,
    slug: `shop-${id}`,
    capabilities: ['cnc-machining'],
    certifications: [],
    state: 'OH',
    city: 'Akron',
    location: AKRON,
    materials: [],
    leadTimeDays: { min: 5, max: 20 },
    minimumOrder: 0,
    verified: false,
    responseRate: 0,
    rfqAnswers: null,
    capabilityDeclines: {},
    ...over,
  };
}

const exact = (s: CapableSupplier): Candidate => ({ supplier: s, related: null });
const line = (over: Partial<LineNeeds> = {}): LineNeeds => ({ process: CNC, material: '', description: 'Bracket', quantity: 10, unitPrice: null, ...over });
const ids = (ms: { id: string }[]) => ms.map((m) => m.id);

describe('BOM supplier ranking', () => {
  it('puts a shop offering the process itself before one offering only a related process', () => {
    const ranked = rankCandidates([{ supplier: supplier('mill'), related: { slug: 'cnc-milling', name: 'CNC Milling' } }, exact(supplier('cnc'))], line(), buyerNeeds({}, NOW));
    expect(ids(ranked)).toEqual(['cnc', 'mill']);
    expect(ranked[1]!.why).toContain('Offers CNC Milling (related to CNC Machining)');
    expect(ranked[0]!.why).toContain('Offers CNC Machining');
  });

  it('ranks the nearer of two otherwise equal shops first and says how far each is', () => {
    const ranked = rankCandidates([exact(supplier('far', { name: 'Aardvark Machining', location: AUSTIN, state: 'TX' })), exact(supplier('near', { name: 'Zenith Machining' }))], line(), buyerNeeds(CLEVELAND, NOW));
    expect(ids(ranked)).toEqual(['near', 'far']);
    expect(ranked[0]!.distanceMiles).toBeLessThan(50);
    expect(ranked[1]!.distanceMiles).toBeGreaterThan(1000);
    expect(ranked[0]!.why!.some((w) => /^\d+(\.\d)? mi from Cleveland, OH 44114$/.test(w))).toBe(true);
    expect(ranked[0]!.reason).toBe(ranked[0]!.why!.join(' · '));
  });

  it('breaks exact ties by a stable hash of supplier and line, never by name', () => {
    const names = ['Advanced Machining', 'Allied Precision', 'Apex Tool', 'Baker Machine', 'Crown Works', 'Delta Parts', 'Eagle CNC', 'Fox Machining'];
    const shops = names.map((name, i) => exact(supplier(`s${i}`, { name })));
    const orders = ['cnc-machining', 'cnc-machining|aluminum|', 'cnc-machining||1000'].map((key) => {
      const ranked = rankCandidates(shops, line(), buyerNeeds({}, NOW), 8, key);
      expect(new Set(ranked.map((m) => m.score)).size).toBe(1); // a true tie
      expect(ids(ranked)).toEqual([...shops].sort((a, b) => tieHash(`${a.supplier.id}|${key}`) - tieHash(`${b.supplier.id}|${key}`)).map((c) => c.supplier.id));
      expect(ids(rankCandidates([...shops].reverse(), line(), buyerNeeds({}, NOW), 8, key))).toEqual(ids(ranked)); // input order does not matter
      return ranked.map((m) => m.name);
    });
    expect(orders.some((o) => o.join() !== [...o].sort().join())).toBe(true);
  });

  it('leaves out suppliers without an active certificate the buyer requires, and names the one they hold', () => {
    const ranked = rankCandidates(
      [
        exact(supplier('held', { certifications: [{ slug: 'as9100', status: 'registry-checked' }] })),
        exact(supplier('expired', { certifications: [{ slug: 'as9100', status: 'expired' }] })),
        exact(supplier('none')),
      ],
      line(),
      buyerNeeds({ certifications: ['AS9100'] }, NOW),
    );
    expect(ids(ranked)).toEqual(['held']);
    expect(ranked[0]!.why).toContain('Holds AS9100 (registry-checked)');
  });

  it('weighs material, minimum order against the line value, lead time against the need-by date and response rate', () => {
    const aluminumLine = line({ material: '6061-T6 Aluminum', quantity: 20, unitPrice: 30 }); // $600
    const needs = buyerNeeds({ neededBy: '2026-03-15' }, NOW); // 14 days away
    const ranked = rankCandidates(
      [
        exact(supplier('steel-only', { materials: ['carbon-steel'] })),
        exact(supplier('aluminum', { materials: ['aluminum'] })),
        exact(supplier('big-minimum', { materials: ['aluminum'], minimumOrder: 5000 })),
        exact(supplier('slow', { materials: ['aluminum'], leadTimeDays: { min: 20, max: 45 }, minimumOrder: 1000 })),
        exact(supplier('answers', { materials: ['aluminum'], responseRate: 1, rfqAnswers: { answered: 4, invitations: 4 } })),
      ],
      aluminumLine,
      needs,
    );
    expect(ids(ranked)).toEqual(['answers', 'aluminum', 'big-minimum', 'steel-only', 'slow']);
    const why = new Map(ranked.map((m) => [m.id, m.why!]));
    expect(why.get('aluminum')).toContain('Works Aluminum');
    expect(why.get('aluminum')).toContain('Lead time 5–20 days: may meet the need-by date (14 days away)');
    expect(why.get('steel-only')).toContain('Does not list Aluminum among its materials');
    expect(why.get('big-minimum')).toContain("Minimum order $5,000, above this line's value (about $500–$1,000)");
    expect(why.get('slow')).toContain('Lead time 20–45 days: longer than the 14 days to the need-by date');
    expect(why.get('answers')).toContain('Response rate 100% (answered 4 of 4 RFQ invitations)');
    expect(why.get('aluminum')).toContain('No response rate yet (fewer than 3 RFQ invitations on Forge): counted as average');
  });

  it('ranks a supplier lower for the process it declined RFQs of, and says so', () => {
    const ranked = rankCandidates([exact(supplier('declines', { capabilityDeclines: { 'cnc-machining': 1 } })), exact(supplier('other'))], line(), buyerNeeds({}, NOW));
    expect(ids(ranked)).toEqual(['other', 'declines']);
    expect(ranked[1]!.why).toContain('Declined 1 CNC Machining RFQ for capability or material');
  });
});

describe('BOM line match keys', () => {
  it('reads the catalogue material from the material column, else the description', () => {
    expect(materialOf({ material: '6061-T6 Aluminum' })).toBe('aluminum');
    expect(materialOf({ material: 'SS 316 stainless steel' })).toBe('stainless-steel');
    expect(materialOf({ material: '', description: 'Bracket, cast iron' })).toBe('cast-iron');
    expect(materialOf({ material: 'TBD', description: 'Bracket' })).toBeNull();
  });

  it('bands the line value at the minimum-order steps and keys lines by process, material and band', () => {
    expect(valueBand({ quantity: 20, unitPrice: 30 })).toEqual({ low: 500, high: 1000 });
    expect(valueBand({ quantity: 1000, unitPrice: 40 })).toEqual({ low: 25000, high: null });
    expect(valueBand({ quantity: 5, unitPrice: null })).toBeNull();
    expect(lineMatchKey({ process: CNC, material: '', description: 'Shaft' })).toBe('cnc-machining');
    expect(lineMatchKey({ process: CNC, material: 'Aluminum 6061', quantity: 2, unitPrice: 100 })).toBe('cnc-machining|aluminum|0');
  });
});
