import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { linkTo, type ContentServiceDeps } from './deps.js';
import { NewsletterSubscriberModel, NotifyRequestModel } from './model.js';
import { emailTemplates } from './email-templates.js';
import type { NewsletterSubscribeSchema } from '@forge/contract';

const token = () => randomBytes(32).toString('hex');

/** Mailing lists: the newsletter (double opt-in, one-click unsubscribe) and the calculator's notify-me list. */
export function createNewsletterService({ outbox, publicUrl }: Pick<ContentServiceDeps, 'outbox' | 'publicUrl'>) {
  const link = linkTo(publicUrl);

  async function sendNewsletterConfirmation(email: string, confirmToken: string, unsubscribeToken: string) {
    await outbox.send(
      email,
      'newsletter-confirm',
      emailTemplates.newsletterConfirm({ confirmToken, unsubscribeToken }, link),
    );
  }

  return {
    /** Double opt-in: a new (or returning) address is pending until the emailed confirmation link is opened. */
    async subscribeNewsletter(input: z.infer<typeof NewsletterSubscribeSchema>) {
      const existing = await NewsletterSubscriberModel.findOne({ email: input.email });
      if (existing?.status === 'confirmed') {
        return { status: 'already-subscribed' as const, message: 'This address is already subscribed to the Forge newsletter.' };
      }
      const confirmToken = token();
      const unsubscribeToken = existing?.unsubscribeToken ?? token();
      await NewsletterSubscriberModel.findOneAndUpdate(
        { email: input.email },
        {
          $set: { status: 'pending', confirmToken, unsubscribeToken, source: input.source || 'news', unsubscribedAt: null },
        },
        { upsert: true, returnDocument: 'after' },
      );
      await sendNewsletterConfirmation(input.email, confirmToken, unsubscribeToken);
      return { status: 'pending' as const, message: 'Almost done: check your inbox and click the link to confirm your subscription.' };
    },

    async confirmNewsletter(confirmToken: string) {
      const subscriber = await NewsletterSubscriberModel.findOne({ confirmToken });
      if (!subscriber) throw AppError.notFound('This confirmation link is invalid or was replaced by a newer one. Subscribe again to get a fresh link.');
      if (subscriber.status === 'unsubscribed') {
        throw AppError.conflict('This address unsubscribed after this link was sent. Subscribe again to get a fresh link.');
      }
      if (subscriber.status !== 'confirmed') {
        subscriber.status = 'confirmed';
        subscriber.confirmedAt = new Date();
        await subscriber.save();
      }
      return { status: 'confirmed' as const, email: subscriber.email, message: 'Your subscription is confirmed. Welcome to the Forge newsletter.' };
    },

    async unsubscribeNewsletter(unsubscribeToken: string) {
      const subscriber = await NewsletterSubscriberModel.findOne({ unsubscribeToken });
      if (!subscriber) throw AppError.notFound('This unsubscribe link is invalid. If you still receive our emails, reply to one and we will remove you.');
      if (subscriber.status !== 'unsubscribed') {
        subscriber.status = 'unsubscribed';
        subscriber.unsubscribedAt = new Date();
        // A confirmation link sent earlier must not re-subscribe the address.
        subscriber.confirmToken = token();
        await subscriber.save();
      }
      return { status: 'unsubscribed' as const, email: subscriber.email, message: 'You are unsubscribed. You will not receive the Forge newsletter any more.' };
    },

    async notifyCalculator(email: string) {
      const existing = await NotifyRequestModel.findOne({ email, topic: 'calculator' });
      if (existing) return { status: 'already-registered' as const, message: 'You are already on the list: we will email you when the calculator launches.' };
      await NotifyRequestModel.create({ email, topic: 'calculator' });
      await outbox.send(
        email,
        'calculator-notify',
        emailTemplates.calculatorNotify(),
      );
      return { status: 'registered' as const, message: 'Thanks — we will email you when the calculator launches.' };
    },
  };
}
