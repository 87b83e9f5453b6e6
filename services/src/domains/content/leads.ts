import type { z } from 'zod';
import type { ContentServiceDeps } from './deps.js';
import { LeadModel } from './model.js';
import { composeText } from './outbox.js';
import { paginate } from './paging.js';
import type { AdminLeadsQuery, LeadSchema } from './schemas.js';

/** Contact and Talk-to-Sales leads: stored, acknowledged by email, listed for admins. */
export function createLeadsService({ outbox }: Pick<ContentServiceDeps, 'outbox'>) {
  return {
    async createLead(input: z.infer<typeof LeadSchema>) {
      const { website: _honeypot, ...fields } = input;
      const lead = await LeadModel.create(fields);
      const sales = input.kind === 'sales';
      await outbox.send(
        input.email,
        'lead-received',
        composeText({
          subject: sales ? 'Your Forge sales request' : 'We received your message',
          paragraphs: [
            `Hi ${input.name},`,
            sales
              ? 'Thanks for reaching out to Forge sales. A sourcing specialist will reply within one business day to set up a call about your parts, volumes and timelines.'
              : 'Thanks for contacting Forge. A member of our team reads every message and will reply within two business days.',
            'For reference, here is what you sent us:',
            input.message,
          ],
        }),
      );
      return {
        id: String(lead._id),
        message: sales
          ? 'Thanks — a sourcing specialist will contact you within one business day.'
          : 'Thanks — we received your message and will reply within two business days.',
      };
    },

    async adminLeads(query: z.infer<typeof AdminLeadsQuery>) {
      const filter = query.kind ? { kind: query.kind } : {};
      return paginate(LeadModel, filter, query.page, query.pageSize, { createdAt: -1 });
    },
  };
}
