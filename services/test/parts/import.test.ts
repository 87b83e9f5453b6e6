/**
 * Importing a level-numbered BOM into the part master (issue 37 §2) on the real stack: a Level column and 1.2.3
 * find numbers become a multi-level structure, repeated sub-assemblies count once, rows without a part number get
 * their own generated number, and a bad quantity, a loop or a 50-level file is refused with nothing written.
 */
import mongoose from 'mongoose';
import { useTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let buyer: string;

const items = () => mongoose.connection.db!.collection('part_items');

async function upload(fileName: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), fileName);
  const response = await fetch(`${stack.api.url}/api/parts/import`, { method: 'POST', headers: { authorization: `Bearer ${buyer}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

useTestStack({}, async (started) => {
  stack = started;
  buyer = await stack.tokenFor('buyer');
});

const LEVELLED = [
  'Level,Part Number,Description,Qty,Ref Des',
  '0,ROBOT-1,Robot arm,1,',
  '1,BASE-1,Base assembly,1,',
  '2,PLATE-1,Base plate,1,',
  '2,SCREW-M4,M4 screw,8,',
  '1,JOINT-1,Joint assembly,2,',
  '2,MOTOR-1,Stepper motor,1,M1',
  '2,SCREW-M4,M4 screw,4,',
  '1,JOINT-1,Joint assembly,1,',
  '2,MOTOR-1,Stepper motor,1,M1',
  '2,SCREW-M4,M4 screw,4,',
  '1,,Cable tie,10,',
  '1,,Label,1,',
].join('\n');

describe('multi-level import', () => {
  it('builds the structure from a Level column; repeated sub-assemblies count once; unnamed rows stay apart', async () => {
    const res = await upload('robot.csv', LEVELLED);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 8, reused: 0, levels: 3 });
    const [top] = res.body.top as string[];
    const structure = await stack.request('GET', `/api/parts/items/${top}/structure`, { token: buyer });
    expect(structure.body.levels).toBe(3);
    const children = structure.body.tree.children as { partNumber: string; quantity: number; children: unknown[] }[];
    expect(children.map((c) => [c.partNumber.replace(/^NEW-\w+-/, 'NEW-'), c.quantity])).toEqual([['BASE-1', 1], ['JOINT-1', 3], ['NEW-0001', 10], ['NEW-0002', 1]]);
    expect(children.find((c) => c.partNumber === 'JOINT-1')!.children).toHaveLength(2);
    const generated = await items().find({ needsReview: true }).toArray();
    expect(generated.map((g) => g.name).sort()).toEqual(['Cable tie', 'Label']);

    // where-used of the screw: both sub-assemblies, and the robot two levels up
    const screw = await items().findOne({ partKey: 'SCREWM4' });
    const used = await stack.request('GET', `/api/parts/items/${String(screw!._id)}/where-used`, { token: buyer });
    expect(used.body.assemblies.map((a: { level: number; partNumber: string }) => `${a.level} ${a.partNumber}`).sort()).toEqual(['1 BASE-1', '1 JOINT-1', '2 ROBOT-1']);

    // a second import reuses the parts by number
    const again = await upload('gripper.csv', 'Find No,Part Number,Description,Qty\n1,GRIP-1,Gripper,1\n1.1,motor-1,Stepper motor,2\n1.2,FINGER-1,Finger,2');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created: 2, reused: 1, levels: 2 });
  });

  it('refuses a bad quantity, a loop and a 50-level file with nothing written', async () => {
    const before = await items().countDocuments({});
    const lots = await upload('lots.csv', 'Level,Part Number,Description,Qty\n0,TOP-Q,Top,1\n1,SUB-Q,Sub,lots');
    expect(lots.status).toBe(400);
    expect(lots.body.error.message).toMatch(/Row 3: the quantity "lots"/);
    const negative = await upload('neg.csv', 'Level,Part Number,Description,Qty\n0,TOP-Q,Top,1\n1,SUB-Q,Sub,-1');
    expect(negative.status).toBe(400);
    const loop = await upload('loop.csv', 'Level,Part Number,Description,Qty\n0,LOOP-A,A,1\n1,LOOP-B,B,1\n2,LOOP-A,A again,1');
    expect(loop.status).toBe(409);
    expect(loop.body.error.message).toContain('LOOP-A → LOOP-B → LOOP-A');
    const deep = ['Level,Part Number,Description,Qty', ...Array.from({ length: 50 }, (_, i) => `${i},DEEP-${i},Level ${i},1`)].join('\n');
    const tooDeep = await upload('deep.csv', deep);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error.message).toMatch(/at most 20 levels/);
    const noLevels = await upload('flat.csv', 'Part Number,Description,Qty\nA-1,Thing,1');
    expect(noLevels.status).toBe(400);
    expect(noLevels.body.error.message).toMatch(/no Level column/);
    // a loop through a part stored earlier: ROBOT-1 contains JOINT-1; a file putting ROBOT-1 under JOINT-1's new child
    expect(await items().countDocuments({})).toBe(before);
  });

  it('exports the structure back as an indented CSV', async () => {
    const robot = await items().findOne({ partKey: 'ROBOT1' });
    const response = await fetch(`${stack.api.url}/api/parts/items/${String(robot!._id)}/export`, { headers: { authorization: `Bearer ${buyer}` } });
    const rows = (await response.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(rows[0]).toBe('Level,Find number,Part number,Name,Revision,Quantity,Reference designators');
    expect(rows[1]).toMatch(/^0,,ROBOT-1,Robot arm,A,1,/);
    expect(rows).toContain('2,,    MOTOR-1,Stepper motor,A,1,M1');
  });
});
