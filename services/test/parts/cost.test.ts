/**
 * The part master's cost (issue 37 §3) on the real stack: an RFQ for an assembly's parts is quoted and awarded, and
 * the assembly's cost rolls up the awarded prices for a build quantity, with the quantity break that applies, and a
 * part without an award named as missing rather than counted as 0.
 */
import { useTestStack, type TestStack } from '../support/stack.js';
import { DUE, createRfq } from '../support/rfqs.js';
import { claimCompany } from '../support/suppliers.js';

let stack: TestStack;
let buyer: string;
let supplier: string;
let company: string;
const ids: Record<string, string> = {};

async function made(partNumber: string, name: string): Promise<string> {
  const res = await stack.request('POST', '/api/parts/items', { token: buyer, body: { partNumber, name } });
  expect(res.status).toBe(201);
  return (ids[partNumber] = res.body.item.id as string);
}
const cost = (id: string, quantity: number | string) => stack.request('GET', `/api/parts/items/${id}/cost?quantity=${quantity}`, { token: buyer });

useTestStack({ redis: true, env: { SEED_SUPPLIERS: '20' } }, async (started) => {
  stack = started;
  const admin = await stack.tokenFor('admin');
  [buyer, supplier] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('supplier')]);
  company = ((await stack.request('GET', '/api/suppliers/listing?pageSize=1')).body.hits as { id: string }[])[0]!.id;
  await claimCompany(stack, admin, company, supplier);
  const cart = await made('CART-1', 'Service cart');
  await Promise.all([made('WHL-1', 'Caster wheel'), made('SCR-1', 'M6 screw'), made('NUT-1', 'M6 nut')]);
  const lines = await stack.request('PATCH', `/api/parts/items/${cart}/revisions/A`, {
    token: buyer,
    body: { children: [{ itemId: ids['WHL-1'], quantity: 4 }, { itemId: ids['SCR-1'], quantity: 16 }, { itemId: ids['NUT-1'], quantity: 16 }] },
  });
  expect(lines.status).toBe(200);
});

describe('cost from awarded quotes', () => {
  it('has nothing to count before an award: every part is missing, the total is null', async () => {
    const res = await cost(ids['CART-1']!, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: null, knownTotal: 0, complete: false });
    expect(res.body.missing.map((m: { partNumber: string }) => m.partNumber).sort()).toEqual(['NUT-1', 'SCR-1', 'WHL-1']);
  });

  it('rolls up the latest awarded prices with the break the build quantity reaches, naming what is missing', async () => {
    const rfq = await createRfq(stack, buyer, {
      title: 'Cart parts',
      supplierIds: [company],
      lines: [
        { partNumber: 'whl 1', description: 'Caster wheel', quantity: 40 },
        { partNumber: 'SCR-1', description: 'M6 screw', quantity: 160 },
      ],
    });
    const quoted = await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, {
      token: supplier,
      body: {
        validUntil: DUE,
        shippingTerms: 'FOB origin',
        lines: [
          { lineId: rfq.lines[0]!.id, unitPrice: 10, leadTimeDays: 10, breaks: [{ minQuantity: 100, unitPrice: 8 }], note: '' },
          { lineId: rfq.lines[1]!.id, unitPrice: 0.25, leadTimeDays: 5, breaks: [], note: '' },
        ],
      },
    });
    expect(quoted.status).toBe(201);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: company } })).status).toBe(200);

    const ten = await cost(ids['CART-1']!, 10);
    expect(ten.status).toBe(200);
    const line = (pn: string) => ten.body.lines.find((l: { partNumber: string }) => l.partNumber === pn);
    expect(line('WHL-1')).toMatchObject({ quantity: 40, unitPrice: 10, extended: 400, rfqId: rfq.id, breakMinQuantity: null, missing: false });
    expect(line('SCR-1')).toMatchObject({ quantity: 160, unitPrice: 0.25, extended: 40, missing: false });
    expect(line('NUT-1')).toMatchObject({ quantity: 160, unitPrice: null, extended: null, missing: true });
    expect(ten.body).toMatchObject({ buildQuantity: 10, total: null, knownTotal: 440, complete: false, missing: [{ itemId: ids['NUT-1'], partNumber: 'NUT-1' }] });

    // 30 carts need 120 wheels: the 100+ break applies
    const thirty = await cost(ids['CART-1']!, 30);
    expect(thirty.body.lines.find((l: { partNumber: string }) => l.partNumber === 'WHL-1')).toMatchObject({ quantity: 120, unitPrice: 8, extended: 960, breakMinQuantity: 100 });

    // a leaf's own cost
    expect((await cost(ids['SCR-1']!, 100)).body).toMatchObject({ total: 25, complete: true });
  });

  it('refuses a build quantity that is not a positive whole number', async () => {
    for (const bad of ['lots', '-1', '0', '1.5']) expect((await cost(ids['CART-1']!, bad)).status).toBe(400);
  });
});
