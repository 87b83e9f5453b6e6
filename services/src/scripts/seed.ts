import mongoose from 'mongoose';
import { loadConfig } from '../config.js';
import { seedContentIfEmpty } from '../domains/content/seed.js';
import { seedDemoRfqsIfEmpty } from '../domains/rfqs/demo-seed.js';
import { seedSuppliersIfEmpty } from '../domains/suppliers/seed.js';
import { seedDemoCertVerificationsIfEmpty } from '../domains/suppliers/cert-verification-seed.js';

// `npm start` runs this before the API: demo data on first run only; later runs keep what users changed.
const config = loadConfig();
await mongoose.connect(config.mongoUri, { serverSelectionTimeoutMS: 15_000 });
try {
  const suppliers = await seedSuppliersIfEmpty();
  const content = await seedContentIfEmpty();
  const rfqs = await seedDemoRfqsIfEmpty(config);
  const certificates = await seedDemoCertVerificationsIfEmpty();
  console.log(JSON.stringify({ event: 'seeded', suppliers, content, rfqs, certificates }));
} finally {
  await mongoose.disconnect();
}
