import type { z } from 'zod';
import { EmailModel } from './model.js';
import { paginate } from './paging.js';
import type { AdminEmailsQuery } from './schemas.js';

/** The email outbox as admins read it. */
export function createEmailsService() {
  return {
    async adminEmails(query: z.infer<typeof AdminEmailsQuery>) {
      const filter: Record<string, string> = {};
      if (query.to) filter.to = query.to;
      if (query.template) filter.template = query.template;
      if (query.status) filter.status = query.status;
      return paginate(EmailModel, filter, query.page, query.pageSize, { createdAt: -1 });
    },
  };
}
