import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { ContentServiceDeps } from './deps.js';
import { CareerApplicationModel, CareerModel } from './model.js';
import { emailTemplates } from './email-templates.js';
import type { CareerApplicationSchema } from '@forge/contract';

async function findOpenRole(slug: string) {
  const role = await CareerModel.findOne({ slug: slug.toLowerCase(), open: true }).lean();
  if (!role) throw AppError.notFound(`No open role matches "${slug}". It may have been filled.`);
  return role;
}

/** Open roles and applications to them. */
export function createCareersService({ outbox }: Pick<ContentServiceDeps, 'outbox'>) {
  return {
    async listCareers() {
      const roles = await CareerModel.find({ open: true }, { description: 0, responsibilities: 0, requirements: 0, niceToHave: 0 })
        .sort({ postedAt: -1 })
        .lean();
      return { items: roles.map(({ _id, ...rest }) => ({ id: String(_id), ...rest })) };
    },

    async getCareer(slug: string) {
      const { _id, ...rest } = await findOpenRole(slug);
      return { id: String(_id), ...rest };
    },

    async applyForCareer(slug: string, input: z.infer<typeof CareerApplicationSchema>) {
      const role = await findOpenRole(slug);
      const { website: _honeypot, ...fields } = input;
      const application = await CareerApplicationModel.create({ careerSlug: role.slug, ...fields });
      await outbox.send(
        input.email,
        'career-application',
        emailTemplates.careerApplication({ name: input.name, roleTitle: role.title, team: role.team }),
      );
      return { id: String(application._id), message: `Thanks — your application for ${role.title} is in. You will hear from us within ten business days.` };
    },
  };
}
