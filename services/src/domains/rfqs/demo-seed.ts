import KcAdminClient from '@keycloak/keycloak-admin-client';
import type { Config } from '../../config.js';
import type { Principal } from '../../lib/auth.js';
import { createClaimToken, getSupplier, redeemClaim } from '../suppliers/service.js';
import { getProfile, recordSignIn } from '../users/service.js';
import { awardRfq } from './award.js';
import { demoDrawingPdf } from './demo-drawing.js';
import { storeGenerated } from './model/file-store.js';
import { RfqModel } from './model.js';
import { submitQuote } from './quotes.js';
import { createRfq } from './service.js';
import { seedDemoOrders } from './orders/demo-orders.js';
import { refreshResponseStats } from './trust-signals.js';

/** Marks the demo RFQs (in their first history entry) so the seed runs once. */
export const DEMO_RFQ_MARK = 'demo data';
/** The demo supplier's company and two more invitees: generated suppliers' ids are deterministic. */
export const DEMO_COMPANY_ID = 'sup-000001';
const OTHER_INVITEES = ['sup-000002', 'sup-000003'];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The demo accounts' identity-provider ids (Keycloak admin API; the embedded provider speaks it too). */
async function demoUids(config: Config): Promise<{ buyer: string; supplier: string } | null> {
  const kc = new KcAdminClient({ baseUrl: config.auth.keycloakUrl, realmName: config.auth.realm });
  await kc.auth({ grantType: 'client_credentials', clientId: config.auth.adminClientId, clientSecret: config.auth.adminClientSecret });
  const find = async (email: string) => (await kc.users.find({ email, exact: true }))[0]?.id ?? null;
  const [buyer, supplier] = await Promise.all([find('buyer@forge.test'), find('supplier@forge.test')]);
  return buyer && supplier ? { buyer, supplier } : null;
}

const principal = (uid: string, email: string, name: string, role: string): Principal => ({ uid, email, name, roles: [role], admin: false, emailVerified: true, client: 'forge-seed' });

/**
 * The demo's quote loop (issue 14): supplier@forge.test owns a claimed company that buyer@forge.test's RFQs invite —
 * one open and unanswered, one it has quoted, one it has won, and one it won last month. The buyer also let one RFQ
 * pass its due date without awarding, so both sides' trust figures show (the supplier: 4 invitations, 3 answered,
 * a median of 27 h to quote; the buyer: 2 awarded of 3 decided). Each RFQ is sent and answered at its own time in
 * the past. Both awards have purchase orders (one delivered and closed, one in production: orders/demo-orders.ts).
 * Runs once (first run); skipped when the demo users or the generated suppliers are not there. Goes
 * through the domains' services, as the API would.
 */
export async function seedDemoRfqsIfEmpty(config: Config, now = new Date()): Promise<{ inserted: number; skipped?: string }> {
  if (await RfqModel.exists({ 'history.reason': DEMO_RFQ_MARK })) return { inserted: 0, skipped: 'present' };
  const uids = await demoUids(config).catch(() => null);
  if (!uids) return { inserted: 0, skipped: 'demo users not found in the identity provider' };
  try {
    await Promise.all([DEMO_COMPANY_ID, ...OTHER_INVITEES].map((id) => getSupplier(id)));
  } catch {
    return { inserted: 0, skipped: 'generated demo suppliers not found' };
  }
  const buyer = principal(uids.buyer, 'buyer@forge.test', 'Blake Buyer', 'buyer');
  const supplier = principal(uids.supplier, 'supplier@forge.test', 'Sam Supplier', 'supplier');
  // a verified buyer of two months' standing: its RFQs count in the supplier's response rate (counted-invitations.ts)
  await recordSignIn(buyer, new Date(now.getTime() - 60 * DAY_MS));
  await recordSignIn(supplier, now);
  if ((await getProfile(supplier)).supplierCompanyId !== DEMO_COMPANY_ID) {
    const company = await getSupplier(DEMO_COMPANY_ID);
    if (company.ownerUid && company.ownerUid !== supplier.uid) return { inserted: 0, skipped: `${DEMO_COMPANY_ID} is owned by someone else` };
    const claim = await createClaimToken({ ...buyer, uid: 'seed', admin: true }, DEMO_COMPANY_ID, now);
    await redeemClaim(supplier, claim.token, now);
  }

  const quiet = () => undefined;
  const invite = [DEMO_COMPANY_ID, ...OTHER_INVITEES];
  type DemoLine = { partNumber: string; description: string; quantity: number; material: string; process: string };
  const make = async (title: string, dueInDays: number, lines: DemoLine[], notes: string, sentAt = now, supplierIds = invite) => {
    const rfq = await createRfq(buyer, { title, status: 'open', dueDate: day(now, dueInDays), lines, supplierIds, notes, delivery: { zip: '44114' } }, 'development', quiet, sentAt);
    await RfqModel.updateOne({ _id: rfq.id }, { $set: { 'history.0.reason': DEMO_RFQ_MARK } });
    return rfq;
  };

  const open = await make(
    'Anodized aluminum enclosures, 3 parts',
    14,
    [
      { partNumber: 'ENC-210', description: 'Enclosure base, 6061-T6, clear anodize', quantity: 250, material: '6061-T6', process: 'cnc-machining' },
      { partNumber: 'ENC-211', description: 'Enclosure lid, 6061-T6, black anodize', quantity: 250, material: '6061-T6', process: 'cnc-machining' },
      { partNumber: 'BRK-14', description: 'Mounting bracket, 14 ga', quantity: 500, material: 'CRS 1008', process: 'sheet-metal-fabrication' },
    ],
    'Drawings attached (ENC-210). Quote FOB origin; first article inspection report required.',
  );
  // a real drawing on the open RFQ, so the demo supplier can download it (and the buyer sees the download log)
  await storeGenerated({ rfqId: open.id, lineId: open.lines[0]!.id, uploadedBy: buyer.uid }, 'ENC-210-rev-A.pdf', demoDrawingPdf('Enclosure base', 'ENC-210'));

  // each RFQ to the demo supplier a week or more after the last: the response rate counts one per buyer per 7 days
  const quotedSent = new Date(now.getTime() - 8 * DAY_MS);
  const quoted = await make(
    'Turned stainless shafts',
    10,
    [
      { partNumber: 'SHF-303', description: 'Drive shaft, 303 stainless, Ø12 x 180 mm', quantity: 100, material: '303 stainless', process: 'cnc-machining' },
      { partNumber: 'SPC-6', description: 'Spacer, 303 stainless', quantity: 400, material: '303 stainless', process: 'cnc-machining' },
    ],
    'Passivate per ASTM A967.',
    quotedSent,
  );
  await submitQuote(supplier, quoted.id, {
    validUntil: day(now, 45),
    shippingTerms: 'FOB origin, freight prepaid and added',
    lines: [
      { lineId: quoted.lines[0]!.id, unitPrice: 38.5, leadTimeDays: 21, breaks: [{ minQuantity: 250, unitPrice: 33 }], note: 'Includes passivation' },
      { lineId: quoted.lines[1]!.id, decline: { reason: 'quantity', text: 'Below our minimum run for this part' } },
    ],
  }, new Date(quotedSent.getTime() + 5 * HOUR_MS));

  const wonSent = new Date(now.getTime() - 16 * DAY_MS);
  const won = await make(
    'Laser-cut steel gussets',
    7,
    [{ partNumber: 'GUS-8', description: 'Gusset plate, A36, 3/16 in', quantity: 300, material: 'A36 steel', process: 'laser-cutting' }],
    'Deburr all edges.',
    wonSent,
  );
  await submitQuote(supplier, won.id, { validUntil: day(now, 30), shippingTerms: 'FOB destination', lines: [{ lineId: won.lines[0]!.id, unitPrice: 4.2, leadTimeDays: 9, note: '' }] }, new Date(wonSent.getTime() + 27 * HOUR_MS));
  const wonAwardedAt = new Date(wonSent.getTime() + 3 * DAY_MS);
  await awardRfq(buyer, won.id, { supplierId: DEMO_COMPANY_ID, reason: 'Best price and lead time' }, wonAwardedAt);

  // last month: sent, quoted two days later, awarded after its due date
  const earlierSent = new Date(now.getTime() - 30 * DAY_MS);
  const earlier = await make(
    'Brass hose fittings',
    -21,
    [{ partNumber: 'FIT-12', description: 'Hose barb fitting, C360 brass, 1/4 NPT', quantity: 1000, material: 'C360 brass', process: 'cnc-turning' }],
    'Bag and tag by part number.',
    earlierSent,
  );
  await submitQuote(supplier, earlier.id, { validUntil: day(now, -5), shippingTerms: 'FOB origin', lines: [{ lineId: earlier.lines[0]!.id, unitPrice: 1.85, leadTimeDays: 15, note: '' }] }, new Date(earlierSent.getTime() + 50 * HOUR_MS));
  const earlierAwardedAt = new Date(now.getTime() - 20 * DAY_MS);
  await awardRfq(buyer, earlier.id, { supplierId: DEMO_COMPANY_ID }, earlierAwardedAt);
  // purchase orders for both awards: last month's delivered and closed, the recent one in production (/orders)
  await seedDemoOrders(
    buyer,
    supplier,
    { id: earlier.id, line: { id: earlier.lines[0]!.id, quantity: earlier.lines[0]!.quantity }, awardedAt: earlierAwardedAt },
    { id: won.id, line: { id: won.lines[0]!.id, quantity: won.lines[0]!.quantity }, awardedAt: wonAwardedAt },
  );

  // and one the buyer let pass its due date without awarding (the demo supplier was not invited)
  await make(
    'Molded urethane bumpers',
    -15,
    [{ partNumber: 'BMP-3', description: 'Bumper, 70A urethane, Ø25 mm', quantity: 2000, material: 'Urethane 70A', process: 'urethane-casting' }],
    'Black, matte finish.',
    new Date(now.getTime() - 25 * DAY_MS),
    OTHER_INVITEES,
  );
  // the seed stores quotes through the service, not the route: recount the invited suppliers' figures now
  await refreshResponseStats(invite);
  return { inserted: 5 };
}
