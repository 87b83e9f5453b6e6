import mongoose from 'mongoose';
import { AppError } from '../../lib/app-error.js';

/** Live marketplace numbers for investors. */
export function createInvestorService() {
  return {
    /** Live marketplace numbers for investors, read by collection name so no other domain's models are needed. */
    async investorMetrics() {
      const db = mongoose.connection.db;
      if (!db) throw AppError.unavailable('The database is unavailable. Try again shortly.');
      const names = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
      // Unfiltered totals come from collection metadata (cheap on 20k+ documents); filtered ones are counted.
      const total = async (name: string) => (names.has(name) ? db.collection(name).estimatedDocumentCount() : 0);
      const count = async (name: string, filter: Record<string, unknown>) => (names.has(name) ? db.collection(name).countDocuments(filter) : 0);
      const supplierCollection = names.has('suppliers') ? 'suppliers' : 'companies';
      const analytics = names.has('analytics_events') ? db.collection('analytics_events') : null;
      const [suppliers, verifiedSuppliers, waitlistSignups, supplierWaitlist, leads, rfqs, newsletterSubscribers, bomUploads, linesProcessed] = await Promise.all([
        total(supplierCollection),
        count(supplierCollection, { verified: true }),
        total('waitlist'),
        count('waitlist', { role: 'supplier' }),
        total('leads'),
        total('rfqs'),
        count('newsletter_subscribers', { status: 'confirmed' }),
        names.has('bom_uploads') ? total('bom_uploads') : analytics ? analytics.countDocuments({ type: 'bom_upload' }) : 0,
        names.has('bom_lines')
          ? total('bom_lines')
          : analytics
            ? analytics
                .aggregate<{ total: number }>([{ $match: { type: 'processing_complete' } }, { $group: { _id: null, total: { $sum: '$props.linesProcessed' } } }])
                .toArray()
                .then((rows) => rows[0]?.total ?? 0)
            : 0,
      ]);
      return {
        generatedAt: new Date().toISOString(),
        suppliers,
        verifiedSuppliers,
        bomUploads,
        linesProcessed,
        rfqs,
        waitlistSignups,
        supplierWaitlist,
        leads,
        newsletterSubscribers,
      };
    },
  };
}
