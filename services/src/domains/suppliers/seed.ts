import mongoose from 'mongoose';
import { DEFAULT_SEED, generateSuppliers } from './generator.js';
import { SupplierModel } from './model.js';

export const DEFAULT_SUPPLIER_COUNT = 24_000;

export interface SeedResult {
  inserted: number;
  existing: number;
  ms: number;
}

/** Inserts generated suppliers in batches straight through the driver (the generator's output is already valid). */
export async function insertSuppliers(docs: object[], batchSize = 2_000): Promise<void> {
  for (let i = 0; i < docs.length; i += batchSize) {
    await SupplierModel.collection.insertMany(docs.slice(i, i + batchSize) as never[], { ordered: false });
  }
}

/**
 * Seeds the deterministic demo population when the suppliers collection is empty; does nothing otherwise.
 * Uses the current mongoose connection, or connects to `mongoUri` (and disconnects) when given one.
 */
export async function seedSuppliersIfEmpty(
  count: number = DEFAULT_SUPPLIER_COUNT,
  options: { mongoUri?: string; seed?: number } = {},
): Promise<SeedResult> {
  const started = Date.now();
  const ownConnection = options.mongoUri && mongoose.connection.readyState !== 1;
  if (ownConnection) await mongoose.connect(options.mongoUri!, { serverSelectionTimeoutMS: 10_000 });
  try {
    await SupplierModel.init();
    const existing = await SupplierModel.estimatedDocumentCount();
    if (existing > 0) return { inserted: 0, existing, ms: Date.now() - started };
    const docs = generateSuppliers(count, options.seed ?? DEFAULT_SEED);
    await insertSuppliers(docs);
    return { inserted: docs.length, existing: 0, ms: Date.now() - started };
  } finally {
    if (ownConnection) await mongoose.disconnect();
  }
}
