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
import { rebuildSupplierIndex } from '../src/domains/suppliers/service.js';
import type { ToolContext } from '../src/domains/chat/tools.js';

export const EVAL_BOMS = ['battlebot.csv', 'single-shaft-shredder.csv', 'roboarm.csv'];

export const BUYER: Principal = { uid: 'eval-buyer', email: 'eval-buyer@forge.test', name: 'Eval Buyer', roles: ['buyer'], admin: false, client: 'forge-web' };
export const OTHER: Principal = { ...BUYER, uid: 'eval-other', email: 'eval-other@forge.test' };

export interface ChatData {
  ctx: ToolContext;
  uploads: { id: string; fileName: string }[];
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
    suppliers,
    async stop() {
      await closeSharedParsePool();
      await mongoose.disconnect();
      await mongo.stop();
    },
  };
}
