import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { getSupplier, type SupplierProfile } from '../suppliers/service.js';
import type { ItarSelfDeclaredConfirmation, RfqDoc } from './model.js';

/**
 * A supplier's ITAR registration as its profile declares it (certification "itar", self-declared or with a
 * registration letter on file or checked with the registry), unless it has expired (by date or marked so); null when it declares none.
 * It is a registration with DDTC, never a "certification".
 */
type Certification = SupplierProfile['certifications'][number];
type HeldCertification = Certification & { status: Exclude<Certification['status'], 'expired'> };

export function itarRegistration(supplier: Pick<SupplierProfile, 'certifications'>, now = new Date()): HeldCertification | null {
  const held = (c: Certification): c is HeldCertification => c.status !== 'expired';
  return supplier.certifications.find((c): c is HeldCertification => c.slug === 'itar' && held(c) && (!c.expiresAt || new Date(c.expiresAt).getTime() > now.getTime())) ?? null;
}

/** The supplier's ITAR registration, or a 400 naming the field and the supplier when it declares none. */
export function checkItar(supplier: SupplierProfile, field: string) {
  const registration = itarRegistration(supplier);
  if (!registration) {
    const message = `${supplier.name} does not declare ITAR registration on its profile; an ITAR / export-controlled RFQ may invite only ITAR-registered suppliers.`;
    throw AppError.badRequest(`${field}: ${message}`, { fields: [{ field, message }] });
  }
  return registration;
}

/** Before an ITAR RFQ is sent, every invitee must still declare ITAR registration; their evidence as it is now. */
export async function requireItarRegistered(ids: string[]): Promise<ItarInvitee[]> {
  const invitees: ItarInvitee[] = [];
  for (const [index, id] of ids.entries()) {
    const supplier = await getSupplier(id);
    invitees.push({ id: supplier.id, name: supplier.name, itarRegistration: checkItar(supplier, `supplierIds.${index}`).status });
  }
  return invitees;
}

export interface ItarInvitee {
  id: string;
  name: string;
  itarRegistration?: string | undefined;
}

export interface ItarConsent {
  /** The confirmation to keep on the RFQ (the one recorded before when nothing new was confirmed). */
  confirmation: ItarSelfDeclaredConfirmation | null;
  /** The history line recording a new confirmation, or null. */
  historyReason: string | null;
}

/**
 * ITAR drawings go only to registrations an admin verified (registry checked or letter on file). A self-declared
 * registration is accepted only when the buyer confirms it explicitly, in this request or on the RFQ before; a new
 * confirmation is kept with who and when. Otherwise a 400 names the self-declared suppliers and how to confirm.
 */
export function consentToSelfDeclaredItar(
  invitees: ItarInvitee[],
  request: { confirmed: boolean | undefined; recorded: ItarSelfDeclaredConfirmation | null | undefined; principal: Principal; now: Date },
): ItarConsent {
  const recorded = request.recorded ?? null;
  const covered = new Set(recorded?.supplierIds ?? []);
  const unconfirmed = invitees.filter((s) => s.itarRegistration === 'self-declared' && !covered.has(s.id));
  if (unconfirmed.length === 0) return { confirmation: recorded, historyReason: null };
  const names = unconfirmed.map((s) => s.name).join(', ');
  if (!request.confirmed) {
    const message =
      `${names} ${unconfirmed.length === 1 ? 'declares its' : 'declare their'} ITAR registration without Forge having verified it. ` +
      'An ITAR RFQ goes only to registrations an admin verified, unless you confirm inviting self-declared ones: ' +
      'tick "I confirm" on the form (itarSelfDeclaredConfirmed: true); your confirmation is recorded in the RFQ history.';
    throw AppError.badRequest(`itarSelfDeclaredConfirmed: ${message}`, {
      fields: [{ field: 'itarSelfDeclaredConfirmed', message }],
      selfDeclared: unconfirmed.map((s) => ({ id: s.id, name: s.name })),
    });
  }
  const { principal, now } = request;
  return {
    confirmation: { by: principal.uid, email: principal.email, at: now, supplierIds: [...covered, ...unconfirmed.map((s) => s.id)] },
    historyReason: `ITAR: ${principal.email} confirmed inviting self-declared registrations (not verified by Forge): ${names}`,
  };
}

/** The recorded confirmation as the owner and admins see it. */
export function confirmationView(doc: Pick<RfqDoc, 'itarSelfDeclaredConfirmation'>) {
  const c = doc.itarSelfDeclaredConfirmation;
  return c ? { by: c.by, email: c.email, at: c.at.toISOString(), supplierIds: [...c.supplierIds] } : null;
}
