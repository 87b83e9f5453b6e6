import { createHash, randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';

/** Single-use email action tokens (password reset, execute-actions-email); only the hash is stored. */
export interface ActionTokenRecord {
  _id: string;
  userId: string;
  actions: string[];
  clientId?: string | undefined;
  redirectUri?: string | undefined;
  expiresAt: Date;
  usedAt?: Date | undefined;
  createdAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function actionTokens(connection: Connection) {
  const collection = () => connection.db!.collection<ActionTokenRecord>('identity_action_tokens');
  return {
    async issue(input: {
      userId: string;
      actions: string[];
      lifespanSeconds: number;
      clientId?: string | undefined;
      redirectUri?: string | undefined;
    }) {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await collection().insertOne({
        _id: hashToken(token),
        userId: input.userId,
        actions: input.actions,
        // Absent rather than undefined: the driver would store undefined as null.
        ...(input.clientId ? { clientId: input.clientId } : {}),
        ...(input.redirectUri ? { redirectUri: input.redirectUri } : {}),
        expiresAt: new Date(now.getTime() + input.lifespanSeconds * 1000),
        createdAt: now,
      });
      return token;
    },
    /** A token that exists, is unused and not expired. */
    async find(token: string): Promise<ActionTokenRecord | null> {
      if (!token) return null;
      const record = await collection().findOne({ _id: hashToken(token) });
      if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) return null;
      return record;
    },
    async markUsed(token: string): Promise<boolean> {
      const result = await collection().updateOne(
        { _id: hashToken(token), usedAt: { $exists: false } },
        { $set: { usedAt: new Date() } },
      );
      return result.modifiedCount === 1;
    },
  };
}

export type ActionTokens = ReturnType<typeof actionTokens>;
