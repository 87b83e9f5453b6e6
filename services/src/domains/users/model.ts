import { USER_ROLES } from '@forge/contract';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

export { USER_ROLES, type UserRole } from '@forge/contract';

const userSchema = new Schema(
  {
    _id: { type: String, required: true }, // the identity provider's subject (uid)
    email: { type: String, required: true, index: true },
    role: { type: String, enum: USER_ROLES, required: true, default: 'buyer' },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    displayName: { type: String, default: '' },
    company: { type: String, default: '' },
    jobTitle: { type: String, default: '' },
    phone: { type: String, default: '' },
    photoURL: { type: String, default: '' },
    /** Buyer: what they source; supplier: the company they represent. */
    sourcingInterests: { type: [String], default: [] },
    supplierCompanyId: { type: String, default: '' },
    /** Consent: this user's BOM corrections may train the shared classifier (off until they say so). */
    shareCorrections: { type: Boolean, default: false },
    /** Buyer: the 5-digit ZIP parts are delivered to ('' = not given); BOM matches rank suppliers by distance to it. */
    deliveryZip: { type: String, default: '' },
    /** The identity provider's `email_verified` claim at the last sign-in (response rates count verified buyers only). */
    emailVerified: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    lastSignInAt: { type: Date, required: true },
  },
  { collection: 'users', versionKey: false },
);

export type UserDoc = InferSchemaType<typeof userSchema>;
export const UserModel = mongoose.model('User', userSchema);
