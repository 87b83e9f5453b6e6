import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { EmailModel } from './model.js';

/** The email outbox: every email the product sends is stored first; a real SMTP transport sends only when SMTP_URL is set. */

export type EmailTemplate =
  | 'waitlist-confirmation'
  | 'waitlist-updated'
  | 'newsletter-confirm'
  | 'lead-received'
  | 'calculator-notify'
  | 'career-application'
  | 'waitlist-invitation'
  | 'notification';

export interface RenderedEmail {
  subject: string;
  text: string;
  /** Paragraphs and an optional call to action; every value is escaped when turned into HTML. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: { label: string; url: string };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function toHtml(email: RenderedEmail): string {
  const body = email.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const action = email.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(email.action.url)}" style="background:#c2410c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(email.action.label)}</a></p>`
    : '';
  const footer = email.footer
    ? `<p style="margin:32px 0 0;font-size:12px;color:#64748b"><a href="${escapeHtml(email.footer.url)}" style="color:#64748b">${escapeHtml(email.footer.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Inter,Segoe UI,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><p style="font-weight:700;color:#0a1628;font-size:18px;margin:0 0 24px">Forge</p>${body}${action}${footer}<p style="margin:32px 0 0;font-size:12px;color:#64748b">Forge — custom manufacturing sourcing, made in America.</p></div></body></html>`;
}

export class Outbox {
  private transport: Transporter | null;

  constructor(
    smtpUrl: string | undefined,
    private readonly logger: Logger,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  /** Stores the email as queued, then (when SMTP is configured) sends it in the background and records the outcome. */
  async send(to: string, template: EmailTemplate, email: RenderedEmail): Promise<string> {
    return this.sendRendered(to, template, email.subject, email.text, toHtml(email));
  }

  /** Sends an already rendered email again (the admin's resend): a new outbox entry with the same content. */
  async sendRendered(to: string, template: string, subject: string, text: string, html: string): Promise<string> {
    const doc = await EmailModel.create({ to, subject, template, text, html, status: 'queued' });
    const id = String(doc._id);
    if (this.transport) {
      const transport = this.transport;
      void transport
        .sendMail({ from: 'Forge <hello@forge.test>', to, subject, text, html })
        .then(() => EmailModel.updateOne({ _id: doc._id }, { status: 'sent', sentAt: new Date() }))
        .catch(async (error: unknown) => {
          this.logger.warn({ err: error, emailId: id }, 'email not sent');
          await EmailModel.updateOne({ _id: doc._id }, { status: 'failed', error: error instanceof Error ? error.message : String(error) }).catch(() => undefined);
        });
    }
    return id;
  }

  close(): void {
    this.transport?.close();
    this.transport = null;
  }
}

/** What became of these outbox entries (queued, sent, failed), for senders that show delivery (RFQ invitations). */
export async function deliveryStatuses(ids: string[]): Promise<Map<string, 'queued' | 'sent' | 'failed'>> {
  const valid = ids.filter((id) => /^[a-f0-9]{24}$/i.test(id));
  if (valid.length === 0) return new Map();
  const docs = await EmailModel.find({ _id: { $in: valid } }, { status: 1 }).lean<{ _id: unknown; status: 'queued' | 'sent' | 'failed' }[]>();
  return new Map(docs.map((d) => [String(d._id), d.status]));
}

/** Plain-text body built from the same parts as the HTML, so both say the same thing. */
export function composeText(email: Omit<RenderedEmail, 'text'>): RenderedEmail {
  const lines = [...email.paragraphs];
  if (email.action) lines.push(`${email.action.label}: ${email.action.url}`);
  if (email.footer) lines.push(`${email.footer.label}: ${email.footer.url}`);
  lines.push('— The Forge team');
  return { ...email, text: lines.join('\n\n') };
}
