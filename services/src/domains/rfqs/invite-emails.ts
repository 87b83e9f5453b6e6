import { createHash, randomBytes } from 'node:crypto';
import { emailContact } from '../notifications/service.js';
import { getSupplier } from '../suppliers/service.js';
import { InviteLinkModel } from './invite-link-model.js';
import type { RfqDoc } from './model.js';
import { DAY_MS } from './quote-rules.js';

/**
 * Invitations to companies nobody has claimed (no owner account to notify): the RFQ's summary is emailed to the
 * company's listed contact with a quote link for that one company and RFQ. The link's token is 256 random bits; only
 * its SHA-256 is stored, so a leaked database cannot be turned into working links.
 */

type InvitedRfq = Pick<RfqDoc, '_id' | 'title' | 'dueDate' | 'suppliers' | 'lines'> & { delivery?: RfqDoc['delivery'] | undefined; notes?: string | undefined };

/** What the page at /rfq-invite/{token} is called with. */
export const INVITE_PATH = '/rfq-invite/';
/** Lines listed in the email; the rest are counted ("and 12 more"). */
const EMAIL_LINES = 10;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Quoting (and so the link) ends at the end of the due day, UTC. */
export const quotingEndsAt = (dueDate: Date) => new Date(dueDate.getTime() + DAY_MS);

function lineSummary(line: InvitedRfq['lines'][number]): string {
  const what = [line.partNumber, line.description].filter(Boolean).join(' — ') || 'Part';
  const details = [line.material, line.process?.name].filter(Boolean).join(', ');
  return `• ${line.quantity} ${line.unit || 'ea'} × ${what}${details ? ` (${details})` : ''}`;
}

/** The email: the summary only (drawings stay behind the link, where each download is logged). */
export function invitationEmail(doc: InvitedRfq, companyName: string, token: string) {
  const due = doc.dueDate.toISOString().slice(0, 10);
  const place = doc.delivery?.city ? `${doc.delivery.city}, ${doc.delivery.state}` : (doc.delivery?.state ?? '');
  const more = doc.lines.length - EMAIL_LINES;
  const lines = [...doc.lines.slice(0, EMAIL_LINES).map(lineSummary), ...(more > 0 ? [`• and ${more} more line item${more === 1 ? '' : 's'}`] : [])];
  return {
    subject: `Forge: request for quote "${doc.title}" for ${companyName}`,
    paragraphs: [
      `A buyer on Forge invites ${companyName} to quote "${doc.title}": ${doc.lines.length} line item${doc.lines.length === 1 ? '' : 's'}${place ? `, delivered to ${place}` : ''}. Quotes are due by ${due}.`,
      ...lines,
      ...(doc.notes ? [`The buyer's notes: ${doc.notes.length > 600 ? `${doc.notes.slice(0, 597)}…` : doc.notes}`] : []),
      'Open the RFQ to read it, download its drawings, ask the buyer a question, and quote or decline — no account needed first. When you answer, Forge sets up a supplier account for your company with the email you give.',
      `This link is for ${companyName} only. It stops working when quoting closes (end of ${due}, UTC) or if the buyer withdraws the invitation.`,
    ],
    action: { label: 'Open the RFQ and quote', path: `${INVITE_PATH}${token}` },
  };
}

/**
 * Emails each invited company that has no owner account (once per RFQ and company: the record is stored before the
 * email, and the unique index lets one of two racing sends through). A company listing no address is recorded as
 * "no address" so the buyer knows nobody was told.
 */
export async function emailUnclaimedInvitees(doc: InvitedRfq, now = new Date()): Promise<void> {
  const rfqId = String(doc._id);
  for (const invited of doc.suppliers) {
    const supplier = await getSupplier(invited.id).catch(() => null);
    if (!supplier || supplier.ownerUid) continue;
    if (await InviteLinkModel.exists({ rfqId, supplierId: invited.id })) continue;
    const contactEmail = supplier.contact.email.trim();
    const token = contactEmail ? randomBytes(32).toString('base64url') : null;
    try {
      await InviteLinkModel.create({
        rfqId,
        supplierId: invited.id,
        supplierName: invited.name,
        contactEmail,
        tokenHash: token ? hashInviteToken(token) : null,
        expiresAt: quotingEndsAt(doc.dueDate),
        createdAt: now,
      });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) continue;
      throw error;
    }
    if (!token) continue;
    const emailId = await emailContact(contactEmail, invitationEmail(doc, invited.name, token));
    if (emailId) await InviteLinkModel.updateOne({ rfqId, supplierId: invited.id }, { $set: { emailId, emailedAt: now } });
  }
}
