/**
 * Matches a buyer would pick (issue 35), through the real API, worker, Redis and store on the seeded directory: a
 * buyer in Cleveland (profile ZIP 44114) uploads a BOM; its CNC line's suggestions are near the buyer and not in
 * name order. The expectation is computed from the stored suppliers, never from names written here.
 */
import mongoose from 'mongoose';
import { rankSuppliersForDraft, rankSuppliersForLine } from '../../src/domains/bom/supplier-picks.js';
import { milesBetween, zipPoint } from '../../src/domains/geo/zip-points.js';
import { startStackWithWorker, type StackWithWorker } from '../support/worker.js';
import { uploadFile, waitForUpload } from './helpers.js';

const CSV = ['Part Number,Description,Quantity,Material,Process', 'BR-100,Mounting bracket,25,6061-T6 Aluminum,CNC machining', 'PL-200,Cover plate,10,,CNC machining'].join('\n');
const MAX_MEDIAN_MILES = 150;

describe('BOM supplier matches near the buyer (real stack, seeded directory)', () => {
  let stack: StackWithWorker;
  let buyer: string;

  // the first 12,000 of the demo directory (the generator is deterministic per index): seeding all 24,000 doubles the start
  beforeAll(async () => {
    stack = await startStackWithWorker({ SEED_SUPPLIERS: '12000' });
    buyer = await stack.tokenFor('buyer');
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
  });

  /** Uploads the CSV, processes it with the detected mapping (and these requirements), returns its lines. */
  async function upload(requirements?: object) {
    const uploaded = await uploadFile(stack, buyer, 'cleveland-bom.csv', CSV, 'text/csv');
    expect(uploaded.status).toBe(201);
    const id: string = uploaded.body.upload.id;
    const queued = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: uploaded.body.upload.mapping, ...(requirements ? { requirements } : {}) } });
    expect(queued.status).toBe(202);
    const done = await waitForUpload(stack, buyer, id);
    expect(done.state).toBe('completed');
    const lines = await stack.request('GET', `/api/bom/uploads/${id}/lines`, { token: buyer });
    return { upload: done, lines: lines.body as any[] };
  }

  /** Visible suppliers offering the process, with their coordinates, as stored. */
  async function storedSuppliers(process: string) {
    const docs = await mongoose.connection.db!.collection('suppliers').find({ capabilities: process, hidden: { $ne: true } }, { projection: { lat: 1, lng: 1 } }).toArray();
    return new Map(docs.map((d) => [String(d._id), { lat: d.lat as number, lng: d.lng as number }]));
  }

  function expectNearAndNotByName(line: any, zip: string, cnc: Map<string, { lat: number; lng: number }>) {
    const place = zipPoint(zip)!;
    const within = [...cnc.values()].filter((p) => milesBetween(place, p) <= MAX_MEDIAN_MILES).length;
    // the bar applies where the data holds 5 such suppliers within 150 miles; the seeded directory does for these ZIPs
    expect(within).toBeGreaterThanOrEqual(5);
    expect(line.suppliers).toHaveLength(5);
    const miles = line.suppliers.map((s: any) => {
      const at = cnc.get(s.id);
      expect(at).toBeDefined(); // a supplier that offers the line's process itself
      const distance = milesBetween(place, at!);
      expect(Math.abs(s.distanceMiles - distance)).toBeLessThan(0.1);
      expect(s.why).toContain(`${s.distanceMiles} mi from ${place.city}, ${place.stateCode} ${zip}`);
      expect(s.reason).toBe(s.why.join(' · '));
      return distance;
    });
    const sorted = [...miles].sort((a, b) => a - b);
    expect(sorted[2]).toBeLessThanOrEqual(MAX_MEDIAN_MILES);
    const names: string[] = line.suppliers.map((s: any) => s.name);
    expect(names).not.toEqual([...names].sort((a, b) => a.localeCompare(b)));
  }

  it('the profile keeps a delivery ZIP, refusing one that is not a US ZIP', async () => {
    const malformed = await stack.request('PATCH', '/api/me', { token: buyer, body: { deliveryZip: '4411' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toMatch(/5-digit US ZIP/);
    const unknown = await stack.request('PATCH', '/api/me', { token: buyer, body: { deliveryZip: '00000' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/00000 is not a US ZIP code Forge knows/);
    expect((await stack.request('GET', '/api/me', { token: buyer })).body.deliveryZip).toBe('');
    const saved = await stack.request('PATCH', '/api/me', { token: buyer, body: { deliveryZip: '44114' } });
    expect(saved.status).toBe(200);
    expect(saved.body.deliveryZip).toBe('44114');
  });

  it("ranks a CNC line's suppliers near the buyer's profile ZIP (median of the top 5 within 150 miles), not by name", async () => {
    const cnc = await storedSuppliers('cnc-machining');
    const { upload: done, lines } = await upload();
    expect(done.requirements.deliveryZip).toBe('44114');
    const bracket = lines.find((l) => l.partNumber === 'BR-100');
    const plate = lines.find((l) => l.partNumber === 'PL-200');
    expect(bracket.process.slug).toBe('cnc-machining');
    expectNearAndNotByName(bracket, '44114', cnc);
    expectNearAndNotByName(plate, '44114', cnc);
    // the aluminum line is ranked for its material too
    expect(bracket.suppliers[0].why).toContain('Works Aluminum');
    // every pick is at least as good as the next
    for (const line of [bracket, plate]) for (let i = 1; i < line.suppliers.length; i++) expect(line.suppliers[i - 1].score).toBeGreaterThanOrEqual(line.suppliers[i].score);
  });

  it('other domains rank a line or an RFQ draft the same way (the exported picks)', async () => {
    const me = (await stack.request('GET', '/api/me', { token: buyer })).body;
    const principal = { uid: me.uid, email: me.email, name: undefined, roles: ['buyer'], admin: false, client: 'forge-web' };
    const { lines } = await upload();
    const plate = lines.find((l) => l.partNumber === 'PL-200');
    // same line, same buyer ZIP (the profile's), same key: the upload's order
    const picks = await rankSuppliersForLine(principal, { process: 'cnc-machining', description: 'Cover plate', quantity: 10 });
    expect(picks.map((p) => p.id)).toEqual(plate.suppliers.slice(0, 3).map((s: any) => s.id));
    const draft = await rankSuppliersForDraft(principal, [{ process: 'cnc-machining', description: 'Cover plate', quantity: 10 }, { process: 'cnc-machining', material: '6061-T6 Aluminum', quantity: 25 }]);
    expect(draft).toHaveLength(3);
    for (const p of draft) expect(p.distanceMiles).toBeLessThanOrEqual(MAX_MEDIAN_MILES);
    await expect(rankSuppliersForLine(principal, { process: 'cnc-machining' }, { deliveryZip: '00000' })).rejects.toThrow(/00000 is not a US ZIP code/);
  });

  it('a delivery ZIP sent with the BOM wins over the profile', async () => {
    const cnc = await storedSuppliers('cnc-machining');
    const { upload: done, lines } = await upload({ deliveryZip: '60601' });
    expect(done.requirements.deliveryZip).toBe('60601');
    expectNearAndNotByName(lines.find((l) => l.partNumber === 'PL-200'), '60601', cnc);
  });
});
