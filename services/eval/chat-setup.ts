/**
 * The data the chat evaluation and benchmark run on: an in-memory embedded MongoDB with the seeded demo suppliers
 * (the same deterministic generator as `npm start`) and public open-hardware BOMs (eval/public, kept unchanged;
 * sources and licences in eval/public/sources.json) uploaded and processed through the BOM services as one buyer.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { start as startMongo } from '@forge/mongo-embedded';
import type { Principal } from '../src/lib/auth.js';
import { createUpload, getOwnedUpload, prepareProcessing } from '../src/domains/bom/service.js';
import { processUpload } from '../src/domains/bom/processing.js';
import { closeSharedParsePool, sharedParsePool } from '../src/domains/bom/parse-pool.js';
import { seedSuppliersIfEmpty } from '../src/domains/suppliers/seed.js';
import { createClaimToken, listSuppliers, rebuildSupplierIndex, redeemClaim } from '../src/domains/suppliers/service.js';
import { createRfq } from '../src/domains/rfqs/service.js';
import { submitQuote } from '../src/domains/rfqs/quotes.js';
import { recordSignIn } from '../src/domains/users/service.js';
import { seedRecords } from './chat-setup-records.js';
import type { ToolContext } from '../src/domains/chat/tools.js';

export const EVAL_BOMS = ['battlebot.csv', 'single-shaft-shredder.csv', 'roboarm.csv'];

export const BUYER: Principal = { uid: 'eval-buyer', email: 'eval-buyer@forge.test', name: 'Eval Buyer', roles: ['buyer'], admin: false, client: 'forge-web' };
export const OTHER: Principal = { ...BUYER, uid: 'eval-other', email: 'eval-other@forge.test' };

export interface ChatData {
  ctx: ToolContext;
  uploads: { id: string; fileName: string }[];
  /** the buyer's RFQs: one with quotes from two of three invitees, one nobody answered yet */
  rfqs: { id: string; title: string }[];
  /** the buyer's purchase orders, part master and RFQ messages (chat-setup-records.ts) */
  records: Awaited<ReturnType<typeof seedRecords>>;
  suppliers: number;
  stop(): Promise<void>;
}

export async function startChatData(supplierCount: number): Promise<ChatData> {
  const mongo = await startMongo({ inMemory: true, port: 0 });
  await mongoose.connect(`${mongo.uri}/forge-eval`);
  await seedSuppliersIfEmpty(supplierCount);
  const { suppliers } = await rebuildSupplierIndex();
  const uploads: ChatData['uploads'] = [];
  for (const name of EVAL_BOMS) {
    const buffer = await readFile(fileURLToPath(new URL(`./public/files/${name}`, import.meta.url)));
    const created = await createUpload(BUYER, { originalname: name, buffer, size: buffer.length }, 'development');
    const upload = await getOwnedUpload(BUYER, created.id);
    const prepared = await prepareProcessing(BUYER, upload, created.mapping, {});
    await processUpload(created.id, prepared.generation, sharedParsePool(), async () => undefined, 'development');
    uploads.push({ id: created.id, fileName: name });
  }
  return {
    ctx: { principal: BUYER, onEventError: () => undefined },
    uploads,
    ...(await seedRfqs().then(async (rfqs) => ({ rfqs, records: await seedRecords(rfqs) }))),
    suppliers,
    async stop() {
      await closeSharedParsePool();
      await mongoose.disconnect();
      await mongo.stop();
    },
  };
}

/** Seed data for the buyer's RFQs (the questions compute their expected answers from the rfqs domain afterwards). */
async function seedRfqs(): Promise<ChatData['rfqs']> {
  const quiet = () => undefined;
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const invitees = listSuppliers({ capabilities: ['cnc-machining'], sort: 'name', page: 1, pageSize: 3 }).hits.map((h) => h.id);
  const lines = [
    { partNumber: 'HSG-10', description: 'Gearbox housing, machined', quantity: 40, material: '6061-T6', process: 'cnc-machining' },
    { partNumber: 'SHF-12', description: 'Output shaft, turned', quantity: 80, material: '4140', process: 'cnc-machining' },
    { partNumber: 'CVR-3', description: 'Cover plate', quantity: 40, material: '6061-T6', process: 'cnc-machining' },
  ];
  await recordSignIn(BUYER);
  const quoted = await createRfq(BUYER, { title: 'Gearbox housings pilot run', status: 'open', dueDate: due, lines, supplierIds: invitees, delivery: { zip: '44114' } }, 'development', quiet);
  const waiting = await createRfq(BUYER, { title: 'Cover plates restock', status: 'open', dueDate: due, lines: [lines[2]!], supplierIds: invitees.slice(0, 2), delivery: { zip: '44114' } }, 'development', quiet);
  // two invitees quote (different prices and lead times per line); the third says nothing
  for (const [i, supplierId] of invitees.slice(0, 2).entries()) {
    const owner: Principal = { uid: `eval-supplier-${i}`, email: `eval-supplier-${i}@forge.test`, name: `Eval Supplier ${i}`, roles: ['supplier'], admin: false, client: 'forge-web' };
    await recordSignIn(owner);
    const claim = await createClaimToken({ ...BUYER, uid: 'eval-admin', admin: true }, supplierId);
    await redeemClaim(owner, claim.token);
    await submitQuote(owner, quoted.id, {
      validUntil: due,
      shippingTerms: 'FOB origin',
      lines: quoted.lines.map((l, n) => ({ lineId: l.id, unitPrice: [118.5, 42.25, 19.8][n]! * (i ? 0.93 : 1.04), leadTimeDays: [21, 14, 10][n]! + (i ? 9 : 0), note: '' })),
    });
  }
  return [{ id: quoted.id, title: 'Gearbox housings pilot run' }, { id: waiting.id, title: 'Cover plates restock' }];
}
