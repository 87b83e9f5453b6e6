import { AppError } from '../../lib/app-error.js';
import { zipPoint } from '../geo/zip-points.js';
import { deliveryZipOf } from '../users/service.js';
import type { Requirements } from './match.js';

/**
 * The requirements stored on an upload: certification slugs lowercased, the state uppercased, the delivery ZIP
 * checked against the geo domain's ZIPs (an unknown one is a 400), else taken from the owner's profile.
 */
export async function resolveRequirements(ownerUid: string, requested: Requirements): Promise<Requirements> {
  const resolved: Requirements = {};
  if (requested.certifications?.length) resolved.certifications = requested.certifications.map((c) => c.toLowerCase());
  if (requested.state) resolved.state = requested.state.toUpperCase();
  if (requested.deliveryZip) {
    if (!zipPoint(requested.deliveryZip)) throw AppError.badRequest(`requirements.deliveryZip: ${requested.deliveryZip} is not a US ZIP code Forge knows.`);
    resolved.deliveryZip = requested.deliveryZip;
  } else {
    const fromProfile = await deliveryZipOf(ownerUid);
    if (fromProfile && zipPoint(fromProfile)) resolved.deliveryZip = fromProfile;
  }
  if (requested.neededBy) resolved.neededBy = requested.neededBy;
  return resolved;
}
