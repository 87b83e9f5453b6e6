/**
 * Imports real suppliers from a CSV or JSON file, validating row by row; bad rows are reported (line and
 * reason) and skipped, good rows are upserted by id.
 *   npm run import:suppliers -- <file.csv|file.json> [--mongo-uri mongodb://...] [--dry-run]
 * CSV columns are described in src/domains/suppliers/import.ts. A running API picks the rows up after
 * POST /api/admin/suppliers/reindex (or a restart).
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import mongoose from 'mongoose';
import { parseImport } from '../src/domains/suppliers/import.js';
import { SupplierModel } from '../src/domains/suppliers/model.js';
import { mongoUriFrom, readArgs } from './cli-args.js';

const { positional, flags } = readArgs(process.argv.slice(2));
const file = positional[0];
if (!file) {
  console.error('usage: import-suppliers <file.csv|file.json> [--mongo-uri URI] [--dry-run]');
  process.exit(2);
}
const format = extname(file).toLowerCase() === '.json' ? 'json' : 'csv';
const { suppliers, errors } = parseImport(await readFile(file, 'utf8'), format);

let written = 0;
if (!flags.has('dry-run') && suppliers.length) {
  await mongoose.connect(mongoUriFrom(flags), { serverSelectionTimeoutMS: 10_000 });
  try {
    await SupplierModel.init();
    for (let i = 0; i < suppliers.length; i += 1000) {
      const batch = suppliers.slice(i, i + 1000);
      const ops = batch.map(({ supplier }) => {
        const { createdAt, ...rest } = supplier;
        return { updateOne: { filter: { _id: supplier._id }, update: { $set: rest, $setOnInsert: { createdAt } }, upsert: true } };
      });
      try {
        const result = await SupplierModel.collection.bulkWrite(ops as never, { ordered: false });
        written += result.upsertedCount + result.modifiedCount + result.matchedCount - result.modifiedCount;
      } catch (error) {
        const bulk = error as { writeErrors?: { index: number; errmsg?: string }[]; result?: { upsertedCount?: number; matchedCount?: number } };
        if (!bulk.writeErrors) throw error;
        for (const w of bulk.writeErrors) {
          const row = batch[w.index]!;
          errors.push({ line: row.line, reason: /duplicate key/i.test(w.errmsg ?? '') ? `slug "${row.supplier.slug}" is already used by another supplier` : (w.errmsg ?? 'write failed') });
        }
        written += batch.length - bulk.writeErrors.length;
      }
    }
  } finally {
    await mongoose.disconnect();
  }
}

errors.sort((a, b) => a.line - b.line);
for (const e of errors) console.log(`line ${e.line}: ${e.reason}`);
console.log(`${flags.has('dry-run') ? 'Validated' : 'Imported'} ${flags.has('dry-run') ? suppliers.length : written} suppliers from ${file}; ${errors.length} bad row${errors.length === 1 ? '' : 's'}.`);
process.exitCode = errors.length && !suppliers.length ? 1 : 0;
