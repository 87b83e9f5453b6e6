import { type z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { zipPlaces } from '../../geo/zips.js';
import { publishSupplierChange } from '../change-feed.js';
import { ImportRowSchema, rowToSupplier } from '../import.js';
import { SupplierModel } from '../model.js';
import { indexSupplier, toProfile, type SupplierProfile } from '../service.js';

/**
 * Publishing a reviewed profile: the admin's edited fields become a supplier through the same validation and
 * address resolution as an import (ZIP → county and coordinates), then the search index and the other replicas learn
 * of it. Certifications need their certificate number, registrar and expiry to be listed; without them they stay out.
 */
export const PublishProfileSchema = ImportRowSchema.pick({
  name: true,
  description: true,
  address: true,
  capabilities: true,
  certifications: true,
  industries: true,
  employeeRange: true,
  yearFounded: true,
  contact: true,
}).strict();

export type PublishProfileInput = z.infer<typeof PublishProfileSchema>;

/** A ZIP code in the city and state the generator read, for the admin to confirm. */
export function suggestZip(city: string | undefined, state: string | undefined): string | null {
  if (!city || !state) return null;
  const wanted = city.trim().toLowerCase();
  for (const place of zipPlaces().byZip.values()) {
    if (place.stateCode === state.toUpperCase() && place.city.toLowerCase() === wanted) return place.zip;
  }
  return null;
}

export async function publishExtractedProfile(input: PublishProfileInput, now = new Date()): Promise<SupplierProfile> {
  const row = ImportRowSchema.parse(input);
  const supplier = rowToSupplier(row, now);
  if (typeof supplier === 'string') throw AppError.badRequest(`The address cannot be placed: ${supplier}.`, { fields: [{ field: 'address.zip', message: supplier }] });
  if (await SupplierModel.exists({ $or: [{ _id: supplier._id }, { slug: supplier.slug }] })) {
    throw AppError.conflict(`A supplier called "${supplier.name}" is already listed (slug "${supplier.slug}"). Edit that profile instead.`);
  }
  await SupplierModel.collection.insertOne(supplier as never);
  indexSupplier(supplier);
  await publishSupplierChange(supplier._id);
  return toProfile(supplier as never);
}
