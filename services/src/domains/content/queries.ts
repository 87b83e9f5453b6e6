import { LeadModel, NewsletterSubscriberModel, WaitlistModel } from './model.js';

// Narrow reads the content domain offers to other domains (their only way to its data).

/** Waitlist, lead and newsletter totals (investor metrics). */
export async function contentCounts(): Promise<{ waitlistSignups: number; supplierWaitlist: number; leads: number; newsletterSubscribers: number }> {
  const [waitlistSignups, supplierWaitlist, leads, newsletterSubscribers] = await Promise.all([
    WaitlistModel.estimatedDocumentCount(),
    WaitlistModel.countDocuments({ role: 'supplier' }),
    LeadModel.estimatedDocumentCount(),
    NewsletterSubscriberModel.countDocuments({ status: 'confirmed' }),
  ]);
  return { waitlistSignups, supplierWaitlist, leads, newsletterSubscribers };
}

/** Waitlist entries and leads created between two instants (admin dashboard). */
export async function contentActivityBetween(from: Date, to: Date): Promise<{ waitlistEntries: number; leads: number }> {
  const inRange = { createdAt: { $gte: from, $lt: to } };
  const [waitlistEntries, leads] = await Promise.all([WaitlistModel.countDocuments(inRange), LeadModel.countDocuments(inRange)]);
  return { waitlistEntries, leads };
}
