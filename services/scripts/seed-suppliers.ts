/**
 * Seeds the deterministic demo suppliers when the collection is empty.
 *   npm run seed:suppliers -- [count=24000] [--mongo-uri mongodb://127.0.0.1:27018/forge] [--seed N]
 * A running API picks them up after a restart or POST /api/admin/suppliers/reindex.
 */
import { DEFAULT_SUPPLIER_COUNT, seedSuppliersIfEmpty } from '../src/domains/suppliers/seed.js';
import { mongoUriFrom, readArgs } from './cli-args.js';

const { positional, flags } = readArgs(process.argv.slice(2));
const count = positional[0] ? Number(positional[0]) : DEFAULT_SUPPLIER_COUNT;
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('count must be a whole number between 1 and 1,000,000');
  process.exit(2);
}
const seed = typeof flags.get('seed') === 'string' ? Number(flags.get('seed')) : undefined;
try {
  const result = await seedSuppliersIfEmpty(count, { mongoUri: mongoUriFrom(flags), ...(seed !== undefined ? { seed } : {}) });
  console.log(
    result.inserted
      ? `Inserted ${result.inserted} suppliers in ${(result.ms / 1000).toFixed(1)} s.`
      : `The suppliers collection already holds ${result.existing} suppliers; nothing inserted.`,
  );
} catch (error) {
  console.error(`Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
