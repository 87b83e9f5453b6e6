import type { Connection } from 'mongoose';

export interface OutboxEmail {
  to: string;
  subject: string;
  template: string;
  body: string;
  status: 'queued';
  createdAt: Date;
}

/** Queues an email in the product outbox (collection `emails`); the content service delivers it. */
export async function queueEmail(
  connection: Connection,
  email: { to: string; subject: string; template: string; body: string },
): Promise<void> {
  await connection
    .db!.collection<OutboxEmail>('emails')
    .insertOne({ ...email, status: 'queued', createdAt: new Date() });
}
