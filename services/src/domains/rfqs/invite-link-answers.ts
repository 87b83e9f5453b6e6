import { ITAR_FILE_BANNER, RFQ_FILE_MAX_BYTES, RFQ_FILES_MAX_TOTAL_BYTES, type RfqInviteView } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { IdentityAdmin } from '../../lib/identity-admin.js';
import { ensureAccount, type IdentityAdminConfig } from '../content/identity-accounts.js';
import { claimByInvitation } from '../suppliers/invitation-claim.js';
import { getSupplier } from '../suppliers/service.js';
import { emailsOf } from '../users/service.js';
import type { Download } from './files.js';
import { fileView } from './files.js';
import { InviteLinkModel } from './invite-link-model.js';
import { markInviteOpened, resolveInvite, type OpenInvite } from './invite-links.js';
import { bucket, FileDownloadModel, findStored, listStored } from './model/file-store.js';
import { QuoteModel, type QuoteDoc } from './quote-model.js';
import { quoteView, storeQuote, type QuoteInput } from './quotes.js';
import { rfqView } from './service.js';
import { postSupplierMessage, supplierThread } from './threads.js';
import { buyerAwardRates } from './trust-signals.js';

/**
 * What the holder of a quote link may do, as the invited company and without an account: read the RFQ (as an invited
 * supplier sees it), download its drawings (logged against the company), ask the buyer, and quote or decline through
 * the same rules and storage as a signed-in supplier (quotes.ts). Answering makes the company's supplier account.
 */

/** Who a link's reads and messages are credited to before the company has an account. */
const linkReader = (open: OpenInvite) => open.link.accountUid ?? `rfq-invite:${open.link.supplierId}`;

export async function readInvite(token: string, now = new Date()): Promise<RfqInviteView> {
  const open = await resolveInvite(token, now);
  await markInviteOpened(open, now);
  const { link, doc } = open;
  const rfqId = String(doc._id);
  const [files, messages, quotes, rates, supplier] = await Promise.all([
    listStored(rfqId),
    supplierThread(rfqId, link.supplierId),
    QuoteModel.find({ rfqId, supplierId: link.supplierId }).sort({ revision: -1 }).lean<QuoteDoc[]>(),
    buyerAwardRates([doc.uid], now),
    getSupplier(link.supplierId).catch(() => null),
  ]);
  const itar = Boolean(doc.itar);
  return {
    invite: {
      supplierId: link.supplierId,
      supplierName: link.supplierName,
      contactEmail: link.contactEmail,
      expiresAt: new Date(doc.dueDate.getTime() + 86_400_000).toISOString(),
      companyClaimed: Boolean(supplier?.ownerUid),
    },
    rfq: rfqView(doc, 'supplier', link.supplierId),
    buyerAwardRate: rates.get(doc.uid) ?? null,
    files: {
      itar,
      banner: itar ? ITAR_FILE_BANNER : null,
      canUpload: false,
      limits: { maxFileBytes: RFQ_FILE_MAX_BYTES, maxRfqBytes: RFQ_FILES_MAX_TOTAL_BYTES, usedBytes: files.reduce((sum, f) => sum + f.length, 0) },
      files: files.map((f) => fileView(f, itar)),
    },
    messages,
    quotes: quotes.map(quoteView),
  };
}

/** A drawing through the link: the download log names the link's company (and its account once it has one). */
export async function downloadByInvite(token: string, fileId: string, now = new Date()): Promise<Download> {
  const open = await resolveInvite(token, now);
  const rfqId = String(open.doc._id);
  // the file must belong to the link's RFQ: another RFQ's file id answers 404
  const file = await findStored(rfqId, fileId);
  if (!file) throw AppError.notFound(`This RFQ has no file "${fileId}".`);
  await FileDownloadModel.create({
    rfqId,
    fileId: String(file._id),
    fileName: file.filename,
    uid: linkReader(open),
    email: open.link.contactEmail,
    role: 'supplier',
    supplierId: open.link.supplierId,
    supplierName: open.link.supplierName,
    via: 'link',
    at: now,
  });
  return { file, itar: Boolean(open.doc.itar), stream: bucket().openDownloadStream(file._id) };
}

export async function askByInvite(token: string, body: string, now = new Date()) {
  const open = await resolveInvite(token, now);
  return postSupplierMessage(open.doc, open.link.supplierId, linkReader(open), body, now);
}

export interface AccountMaker {
  identity: IdentityAdminConfig;
  admin: IdentityAdmin;
}

export interface InviteQuoteInput {
  name: string;
  email: string;
  quote: QuoteInput;
}

/**
 * The account that answers for the link's company: the owner's own when the company has one (only with that owner's
 * email; anyone else 409), else the account for the given email (made when new), which then claims the company.
 */
async function answeringAccount(open: OpenInvite, who: { name: string; email: string }, accounts: AccountMaker, now: Date) {
  const supplierId = open.link.supplierId;
  const supplier = await getSupplier(supplierId);
  if (supplier.ownerUid) {
    const ownerEmail = (await emailsOf([supplier.ownerUid])).get(supplier.ownerUid);
    if (ownerEmail?.toLowerCase() !== who.email) {
      throw AppError.conflict(`${supplier.name} already has an owner account on Forge; its owner signs in to quote, or answers here with the email of that account.`);
    }
    return { uid: supplier.ownerUid, email: who.email, created: false, supplierId, joinedClaim: false, passwordEmail: false };
  }
  const account = await ensureAccount(accounts.identity, { email: who.email, role: 'supplier', company: supplier.name });
  const { joinedClaim } = await claimByInvitation(supplierId, { uid: account.id, email: who.email, name: who.name }, now);
  await InviteLinkModel.updateOne({ rfqId: open.link.rfqId, supplierId }, { $set: { accountUid: account.id } });
  // a new account has no password yet: the identity provider emails a link to set one (a failure leaves the quote)
  let passwordEmail = false;
  if (account.created) {
    passwordEmail = await accounts.admin.sendPasswordReset(account.id).then(
      () => true,
      () => false,
    );
  }
  return { uid: account.id, email: who.email, created: account.created, supplierId, joinedClaim, passwordEmail };
}

/** A quote or "no quote" through the link; every quote rule is checked before the account is made or anything stored. */
export async function quoteByInvite(token: string, input: InviteQuoteInput, accounts: AccountMaker, now = new Date()) {
  const open = await resolveInvite(token, now);
  let account: Awaited<ReturnType<typeof answeringAccount>> | null = null;
  const quote = await storeQuote(
    open.doc,
    open.link.supplierId,
    input.quote,
    async () => {
      account = await answeringAccount(open, input, accounts, now);
      return account.uid;
    },
    now,
  );
  const made = account as Awaited<ReturnType<typeof answeringAccount>> | null;
  if (!made) throw new AppError('internal', 'The quote was stored without an account.');
  const { uid: _uid, ...shown } = made;
  return { quote, account: shown };
}
