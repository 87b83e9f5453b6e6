import { notify, reportNotificationFailure, type NotifyInput } from '../notifications/service.js';
import { getSupplier } from '../suppliers/service.js';
import type { RfqDoc } from './model.js';
import { emailUnclaimedInvitees } from './invite-emails.js';

/**
 * What the RFQ transitions tell each party. Every text is written for its one recipient: a supplier's notification
 * (and so its email) names neither the buyer's other invitees nor anyone's prices; only the buyer sees supplier
 * names and totals.
 */

type RfqRef = Pick<RfqDoc, '_id' | 'uid' | 'title' | 'dueDate' | 'suppliers' | 'lines'>;

const link = (doc: Pick<RfqDoc, '_id'>) => `/rfq/${String(doc._id)}`;
const day = (d: Date) => d.toISOString().slice(0, 10);
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The uid of the user who owns each claimed supplier (unclaimed companies have no one to tell). */
export async function supplierOwners(supplierIds: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const id of new Set(supplierIds)) {
    const supplier = await getSupplier(id).catch(() => null);
    if (supplier?.ownerUid) owners.set(id, supplier.ownerUid);
  }
  return owners;
}

async function toSuppliers(doc: RfqRef, supplierIds: string[], write: (supplierId: string) => Omit<NotifyInput, 'uid' | 'subject' | 'link'>) {
  const owners = await supplierOwners(supplierIds);
  await notify([...owners].map(([supplierId, uid]) => ({ uid, link: link(doc), subject: String(doc._id), ...write(supplierId) })));
}

/** Sent: every invited supplier's owner is invited to quote; a company with no owner gets a quote link by email. */
export async function notifyInvitation(doc: RfqRef & Partial<Pick<RfqDoc, 'delivery' | 'notes'>>): Promise<void> {
  const lines = doc.lines.length;
  // both run even if one fails (allSettled), and a failure still reaches the caller's quietly()
  const results = await Promise.allSettled([
    toSuppliers(doc, doc.suppliers.map((s) => s.id), () => ({
      kind: 'invitation',
      title: `You are invited to quote "${doc.title}"`,
      body: `${lines} line item${lines === 1 ? '' : 's'}; quotes are due by ${day(doc.dueDate)}.`,
    })),
    emailUnclaimedInvitees(doc),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A quote revision reached the buyer (revision 1: received; later: revised). */
export async function notifyQuote(doc: RfqRef, supplierId: string, revision: number, summary: { declined: boolean; total: number }): Promise<void> {
  const name = doc.suppliers.find((s) => s.id === supplierId)?.name ?? 'A supplier';
  const what = summary.declined ? 'declined to quote' : `quoted ${usd(summary.total)} over the lines it priced`;
  await notify([
    revision === 1
      ? { uid: doc.uid, kind: 'quote-received', title: `Quote received for "${doc.title}"`, body: `${name} ${what}.`, link: link(doc), subject: String(doc._id) }
      : { uid: doc.uid, kind: 'quote-revised', title: `Quote revised for "${doc.title}"`, body: `${name} sent revision ${revision}: ${what}.`, link: link(doc), subject: String(doc._id) },
  ]);
}

/** Winners learn what they won; losers learn that they lost (and the buyer's reason), never who won or at what price. */
export async function notifyAward(doc: RfqRef, awards: { lineId: string; supplierId: string }[], reason: string): Promise<void> {
  const won = new Map<string, number>();
  for (const a of awards) won.set(a.supplierId, (won.get(a.supplierId) ?? 0) + 1);
  await toSuppliers(doc, doc.suppliers.map((s) => s.id), (supplierId) => {
    const count = won.get(supplierId) ?? 0;
    if (count > 0) return { kind: 'award-won', title: `You won "${doc.title}"`, body: count === doc.lines.length ? 'The whole RFQ was awarded to you.' : `${count} of ${doc.lines.length} line items were awarded to you.` };
    return { kind: 'award-lost', title: `"${doc.title}" was awarded to another supplier`, body: reason ? `The buyer's reason: ${reason}` : 'Thank you for quoting.' };
  });
}

/** A drawing was attached to a sent RFQ: every invited supplier's owner is told to look before quoting. */
export async function notifyDrawingAdded(doc: RfqRef, fileName: string, lineLabel: string | null): Promise<void> {
  await toSuppliers(doc, doc.suppliers.map((s) => s.id), () => ({
    kind: 'drawing-added',
    title: `New drawing on "${doc.title}"`,
    body: `The buyer attached "${fileName}"${lineLabel ? ` to line ${lineLabel}` : ''}; quotes are due by ${day(doc.dueDate)}.`,
  }));
}

/** Runs a notification without letting its failure undo or fail the transition that caused it. */
export async function quietly(what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    reportNotificationFailure(error, what);
  }
}
