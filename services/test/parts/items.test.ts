/**
 * The part master's items, revisions and assemblies (issue 37) on the real stack: create, a part-number clash,
 * release freezing a revision, a new revision and its difference, cycles, the depth limit, where-used, and bad
 * quantities, each refusal leaving nothing written.
 */
import mongoose from 'mongoose';
import { useTestStack, type TestStack } from '../support/stack.js';
import { createUser } from '../support/suppliers.js';

let stack: TestStack;
let buyer: string;
let otherBuyer: string;

const items = () => mongoose.connection.db!.collection('part_items');
const revisions = () => mongoose.connection.db!.collection('part_revisions');
const create = (body: unknown, token = buyer) => stack.request('POST', '/api/parts/items', { token, body });
const edit = (id: string, label: string, body: unknown) => stack.request('PATCH', `/api/parts/items/${id}/revisions/${label}`, { token: buyer, body });

async function made(partNumber: string, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await create({ partNumber, name, ...extra });
  expect(res.status).toBe(201);
  return res.body.item.id as string;
}

useTestStack({}, async (started) => {
  stack = started;
  buyer = await stack.tokenFor('buyer');
  otherBuyer = await createUser(stack, 'parts.other@forge.test', 'PartsOther42!', 'buyer');
});

describe('items and revisions', () => {
  let bracketId: string;

  it('creates an item with draft revision A and refuses the same part number written differently (409 naming it)', async () => {
    const res = await create({ partNumber: 'BRK-100', name: 'Motor bracket', kind: 'custom', process: 'cnc-machining', material: '6061-T6', unit: 'ea', attributes: { finish: 'anodized' } });
    expect(res.status).toBe(201);
    bracketId = res.body.item.id;
    expect(res.body.item).toMatchObject({ partNumber: 'BRK-100', revision: 'A', state: 'draft', kind: 'custom', process: 'cnc-machining' });
    expect(res.body.item.revisions).toHaveLength(1);

    const before = await items().countDocuments({});
    const clash = await create({ partNumber: 'brk 100', name: 'Another' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain('BRK-100');
    expect(clash.body.error.message).toContain('Motor bracket');
    expect(await items().countDocuments({})).toBe(before);
    // another owner may use the same number
    expect((await create({ partNumber: 'BRK-100', name: 'Theirs' }, otherBuyer)).status).toBe(201);
    // and cannot read mine
    expect((await stack.request('GET', `/api/parts/items/${bracketId}`, { token: otherBuyer })).status).toBe(404);
  });

  it('edits a draft, releases it with a note (who and when kept), then refuses edits with 409', async () => {
    const edited = await edit(bracketId, 'A', { material: '6061-T6 / anodized' });
    expect(edited.status).toBe(200);
    // an edit changes only what it names
    expect(edited.body.item).toMatchObject({ kind: 'custom', process: 'cnc-machining', material: '6061-T6 / anodized', attributes: { finish: 'anodized' } });
    const noNote = await stack.request('POST', `/api/parts/items/${bracketId}/revisions/A/release`, { token: buyer, body: {} });
    expect(noNote.status).toBe(400);
    const released = await stack.request('POST', `/api/parts/items/${bracketId}/revisions/A/release`, { token: buyer, body: { note: 'First article approved' } });
    expect(released.status).toBe(200);
    const revA = released.body.item.revisions[0];
    expect(revA).toMatchObject({ label: 'A', state: 'released', releaseNote: 'First article approved', releasedBy: 'buyer@forge.test' });
    expect(revA.releasedAt).not.toBeNull();

    const refused = await edit(bracketId, 'A', { material: 'steel' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/released revisions are frozen; create a new revision/);
    const stored = await revisions().findOne({ itemId: bracketId, label: 'A' });
    expect(stored!.material).toBe('6061-T6 / anodized');
  });

  it('a new revision copies the previous one; the difference is field by field and line by line', async () => {
    const screw = await made('SCR-M3-8', 'M3x8 screw');
    const washer = await made('WSH-M3', 'M3 washer');
    const asm = await made('ASM-1', 'Arm assembly');
    expect((await edit(asm, 'A', { children: [{ itemId: screw, quantity: 4, findNumber: '1' }, { itemId: washer, quantity: 4, findNumber: '2' }] })).status).toBe(200);
    expect((await stack.request('POST', `/api/parts/items/${asm}/revisions/A/release`, { token: buyer, body: { note: 'ok' } })).status).toBe(200);

    const next = await stack.request('POST', `/api/parts/items/${asm}/revisions`, { token: buyer, body: {} });
    expect(next.status).toBe(201);
    const revB = next.body.item.revisions[0];
    expect(revB).toMatchObject({ label: 'B', state: 'draft', name: 'Arm assembly' });
    expect(revB.children.map((c: { partNumber: string; quantity: number }) => [c.partNumber, c.quantity])).toEqual([['SCR-M3-8', 4], ['WSH-M3', 4]]);

    const bracket = bracketId;
    expect((await edit(asm, 'B', { description: 'Stiffer arm', children: [{ itemId: screw, quantity: 6, findNumber: '1' }, { itemId: bracket, quantity: 1, findNumber: '3' }] })).status).toBe(200);
    const diff = await stack.request('GET', `/api/parts/items/${asm}/diff?from=A&to=B`, { token: buyer });
    expect(diff.status).toBe(200);
    expect(diff.body.fields).toEqual([{ field: 'description', before: '', after: 'Stiffer arm' }]);
    const changes = diff.body.lines.map((l: { change: string; partNumber: string }) => `${l.change} ${l.partNumber}`).sort();
    expect(changes).toEqual(['added BRK-100', 'changed SCR-M3-8', 'removed WSH-M3']);
    expect(diff.body.lines.find((l: { change: string }) => l.change === 'changed').after.quantity).toBe(6);
  });
});

describe('assemblies', () => {
  it('refuses a cycle with the path that would loop, and a 21-level structure; nothing is written', async () => {
    const top = await made('TOP', 'Top');
    const mid = await made('MID', 'Middle');
    const leaf = await made('LEAF', 'Leaf');
    expect((await edit(top, 'A', { children: [{ itemId: mid, quantity: 1 }] })).status).toBe(200);
    expect((await edit(mid, 'A', { children: [{ itemId: leaf, quantity: 2 }] })).status).toBe(200);
    const loop = await edit(leaf, 'A', { children: [{ itemId: top, quantity: 1 }] });
    expect(loop.status).toBe(409);
    expect(loop.body.error.message).toContain('LEAF → TOP → MID → LEAF');
    const self = await edit(leaf, 'A', { children: [{ itemId: leaf, quantity: 1 }] });
    expect(self.status).toBe(409);
    expect((await revisions().findOne({ itemId: leaf }))!.children).toEqual([]);

    // a chain of 50: links accepted up to 20 levels, the 21st refused
    const chain: string[] = [];
    for (let i = 0; i < 50; i++) chain.push(await made(`CH-${i}`, `Chain ${i}`));
    let refusedAt = -1;
    for (let i = 1; i < 50; i++) {
      const res = await edit(chain[i - 1]!, 'A', { children: [{ itemId: chain[i]!, quantity: 1 }] });
      if (res.status !== 200) {
        expect(res.status).toBe(400);
        expect(res.body.error.message).toMatch(/at most 20 levels/);
        refusedAt = i;
        break;
      }
    }
    expect(refusedAt).toBe(20);
    const structure = await stack.request('GET', `/api/parts/items/${chain[0]}/structure`, { token: buyer });
    expect(structure.body.levels).toBe(20);
  });

  it('where-used lists every assembly at every level', async () => {
    const top = await made('WU-TOP', 'Top');
    const sub = await made('WU-SUB', 'Sub');
    const leaf = await made('WU-LEAF', 'Leaf');
    const other = await made('WU-OTHER', 'Other assembly');
    await edit(top, 'A', { children: [{ itemId: sub, quantity: 2 }] });
    await edit(sub, 'A', { children: [{ itemId: leaf, quantity: 3 }] });
    await edit(other, 'A', { children: [{ itemId: leaf, quantity: 1 }] });
    const res = await stack.request('GET', `/api/parts/items/${leaf}/where-used`, { token: buyer });
    expect(res.status).toBe(200);
    const found = res.body.assemblies.map((a: { partNumber: string; level: number }) => `${a.level} ${a.partNumber}`).sort();
    expect(found).toEqual(['1 WU-OTHER', '1 WU-SUB', '2 WU-TOP']);
    const csv = await fetch(`${stack.api.url}/api/parts/items/${top}/export`, { headers: { authorization: `Bearer ${buyer}` } });
    const text = await csv.text();
    expect(text).toContain('0,,WU-TOP');
    expect(text).toContain('2,,    WU-LEAF');
  });

  it('refuses bad quantities (-1, 0, "lots") with 400 naming the field; the revision is unchanged', async () => {
    const asm = await made('Q-ASM', 'Quantities');
    const part = await made('Q-PART', 'Part');
    for (const quantity of [-1, 0, 'lots']) {
      const res = await edit(asm, 'A', { children: [{ itemId: part, quantity }] });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/children\.0\.quantity/);
    }
    expect((await revisions().findOne({ itemId: asm }))!.children).toEqual([]);
  });
});

describe('the list', () => {
  it('searches, filters by kind and state, sorts and pages on the server, and exports CSV', async () => {
    const page = await stack.request('GET', '/api/parts/items?q=brk100&pageSize=5', { token: buyer });
    expect(page.status).toBe(200);
    expect(page.body.items.map((i: { partNumber: string }) => i.partNumber)).toEqual(['BRK-100']);
    const custom = await stack.request('GET', '/api/parts/items?kind=custom', { token: buyer });
    expect(custom.body.items.map((i: { partNumber: string }) => i.partNumber)).toEqual(['BRK-100']);
    const released = await stack.request('GET', '/api/parts/items?state=released', { token: buyer });
    expect(released.body.items.map((i: { partNumber: string }) => i.partNumber).sort()).toEqual(['BRK-100']);
    const paged = await stack.request('GET', '/api/parts/items?sort=partNumber&order=desc&page=2&pageSize=10', { token: buyer });
    expect(paged.body.items).toHaveLength(10);
    expect(paged.body.total).toBeGreaterThan(60);
    const keys = paged.body.items.map((i: { partNumber: string }) => i.partNumber.replace(/[-\s]/g, '').toUpperCase());
    expect([...keys].sort().reverse()).toEqual(keys);
    const csv = await fetch(`${stack.api.url}/api/parts/items?format=csv&kind=custom`, { headers: { authorization: `Bearer ${buyer}` } });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(await csv.text()).toContain('BRK-100,Motor bracket,custom,cnc-machining');
  });
});
