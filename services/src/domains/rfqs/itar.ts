import { AppError } from '../../lib/app-error.js';
import { getSupplier, type SupplierProfile } from '../suppliers/service.js';

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

/** Before an ITAR RFQ is sent, every invitee must still declare ITAR registration. */
export async function requireItarRegistered(ids: string[]): Promise<void> {
  for (const [index, id] of ids.entries()) checkItar(await getSupplier(id), `supplierIds.${index}`);
}
