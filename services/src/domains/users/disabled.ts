import mongoose, { Schema } from 'mongoose';

/**
 * Accounts an admin disabled (collection "disabled_users"). The identity provider refuses their refresh; the API
 * refuses their still-valid access tokens by looking here, so the next call answers 401 on every replica.
 */
const disabledSchema = new Schema(
  { _id: { type: String, required: true }, disabledAt: { type: Date, required: true }, disabledBy: { type: String, required: true } },
  { collection: 'disabled_users', versionKey: false },
);
const DisabledUserModel = mongoose.model('DisabledUser', disabledSchema);

export async function markDisabled(uid: string, by: string, now = new Date()): Promise<void> {
  await DisabledUserModel.updateOne({ _id: uid }, { $set: { disabledAt: now, disabledBy: by } }, { upsert: true });
}

export async function clearDisabled(uid: string): Promise<void> {
  await DisabledUserModel.deleteOne({ _id: uid });
}

export async function isUserDisabled(uid: string): Promise<boolean> {
  return (await DisabledUserModel.exists({ _id: uid })) !== null;
}
