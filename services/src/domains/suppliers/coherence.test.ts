import { supplierContradictions } from './coherence.js';
import { generateSuppliers } from './generator.js';
import type { SupplierData } from './types.js';

describe('seeded supplier data check', () => {
  const suppliers = generateSuppliers(6000);

  it('finds no contradiction in the seeded suppliers (name, description, materials, city, county, ZIP)', () => {
    const problems = suppliers.flatMap((s) => supplierContradictions(s).map((p) => `${s._id} ${s.name}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('seeds materials on every profile that works a material, and titanium is not rare', () => {
    const withMaterials = suppliers.filter((s) => (s.materials ?? []).length > 0).length;
    expect(withMaterials / suppliers.length).toBeGreaterThan(0.9);
    expect(suppliers.filter((s) => s.materials?.includes('titanium')).length).toBeGreaterThan(300);
  });

  it('catches each kind of contradiction', () => {
    const good = suppliers.find((s) => s.capabilities.includes('cnc-machining') && !s.capabilities.includes('anodizing'))!;
    const bad = (changes: Partial<SupplierData>) => supplierContradictions({ ...good, ...changes });
    expect(bad({ name: 'Hartman & Nielsen Anodizing Inc.' }).join()).toMatch(/name says "anodizing"/);
    expect(bad({ description: `${good.description} Certified: NADCAP.`, certifications: [] }).join()).toMatch(/holds no nadcap/);
    expect(bad({ name: 'Ohio Casting Co', address: { ...good.address, state: good.address.state === 'IL' ? 'IN' : 'IL' } }).join()).toMatch(/names OH/);
    expect(bad({ address: { ...good.address, zip: '99501' } }).join()).toMatch(/ZIP 99501/);
    expect(bad({ materials: ['silicon'] }).join()).toMatch(/lists silicon/);
  });
});
