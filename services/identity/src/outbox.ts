import type { Connection } from 'mongoose';

/** The product outbox's shape (services' content domain, collection `emails`): /admin/emails lists text and HTML. */
export interface OutboxEmail {
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  status: 'queued';
  error: null;
  sentAt: null;
  createdAt: Date;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text to HTML: one paragraph per blank-line-separated block, links clickable, everything else escaped. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => escapeHtml(block).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>'));
  return `<!doctype html><html><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

/** Records an email in the product outbox (collection `emails`), in the same shape as the services' own emails. */
export async function queueEmail(
  connection: Connection,
  email: { to: string; subject: string; template: string; body: string },
): Promise<void> {
  const { body, ...head } = email;
  await connection
    .db!.collection<OutboxEmail>('emails')
    .insertOne({ ...head, text: body, html: textToHtml(body), status: 'queued', error: null, sentAt: null, createdAt: new Date() });
}
