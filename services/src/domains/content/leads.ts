import type { z } from 'zod';
import type { ContentServiceDeps } from './deps.js';
import { LeadModel } from './model.js';
import { emailTemplates } from './email-templates.js';
import type { LeadSchema } from '@forge/contract';

/** Contact and Talk-to-Sales leads: stored and acknowledged by email (the admin pipeline is admin-leads.ts). */
export function createLeadsService({ outbox }: Pick<ContentServiceDeps, 'outbox'>) {
  return {
    async createLead(input: z.infer<typeof LeadSchema>) {
      const { website: _honeypot, ...fields } = input;
      const lead = await LeadModel.create(fields);
      const sales = input.kind === 'sales';
      await outbox.send(
        input.email,
        'lead-received',
        emailTemplates.leadReceived({ name: input.name, kind: input.kind, message: input.message }),
      );
      return {
        id: String(lead._id),
        message: sales
          ? 'Thanks — a sourcing specialist will contact you within one business day.'
          : 'Thanks — we received your message and will reply within two business days.',
      };
    },
  };
}
