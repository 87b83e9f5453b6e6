import { composeText, toHtml, type EmailTemplate, type RenderedEmail } from './outbox.js';

/**
 * Every email the product sends, as one function per template from its data. The services call these; the admin
 * email panel renders each from sample data, so a preview is the email a user gets.
 */

type Link = (path: string) => string;

export const emailTemplates = {
  waitlistConfirmation(data: { company: string; role: 'buyer' | 'supplier'; fileName: string | null; updated: boolean }, link: Link): RenderedEmail {
    const roleLine =
      data.role === 'supplier'
        ? 'Our supplier team reviews every shop that joins. We will be in touch to verify your capabilities and certifications before your profile goes live.'
        : 'We are onboarding buyers in small groups so every early user gets real help with their first sourcing projects. We will email you as soon as your seat is ready.';
    const fileLine = data.fileName ? `We received your BOM (${data.fileName}) and will match it against our supplier network when your account opens.` : '';
    return composeText({
      subject: data.updated ? 'We updated your Forge waitlist entry' : 'You are on the Forge waitlist',
      paragraphs: [
        data.updated ? `You were already on the Forge waitlist, so we updated your entry for ${data.company}.` : `Thanks for joining the Forge waitlist on behalf of ${data.company}.`,
        roleLine,
        ...(fileLine ? [fileLine] : []),
      ],
      action: { label: 'Explore Forge', url: link('/forge') },
    });
  },

  waitlistInvitation(data: { company: string; role: 'buyer' | 'supplier' }, link: Link): RenderedEmail {
    return composeText({
      subject: 'Your Forge account is ready',
      paragraphs: [
        `Good news: your seat on Forge for ${data.company} is ready.`,
        data.role === 'supplier'
          ? 'Sign in to claim your company profile, list your capabilities and certifications, and answer buyers’ RFQs.'
          : 'Sign in to upload a BOM, find verified US suppliers for every custom part and send RFQs.',
        'Your account uses this email address. The first time, choose “Forgot password?” on the sign-in page to set your password.',
      ],
      action: { label: 'Sign in to Forge', url: link('/signin') },
    });
  },

  newsletterConfirm(data: { confirmToken: string; unsubscribeToken: string }, link: Link): RenderedEmail {
    return composeText({
      subject: 'Confirm your Forge newsletter subscription',
      paragraphs: [
        'Thanks for signing up for the Forge newsletter: a short monthly note on US manufacturing capacity, new suppliers on Forge and what we ship.',
        'Please confirm that this is your address. We will not send you anything else until you do.',
      ],
      action: { label: 'Confirm my subscription', url: link(`/newsletter/confirm?token=${data.confirmToken}`) },
      footer: { label: 'Did not sign up? Unsubscribe', url: link(`/newsletter/unsubscribe?token=${data.unsubscribeToken}`) },
    });
  },

  leadReceived(data: { name: string; kind: 'contact' | 'sales'; message: string }): RenderedEmail {
    const sales = data.kind === 'sales';
    return composeText({
      subject: sales ? 'Your Forge sales request' : 'We received your message',
      paragraphs: [
        `Hi ${data.name},`,
        sales
          ? 'Thanks for reaching out to Forge sales. A sourcing specialist will reply within one business day to set up a call about your parts, volumes and timelines.'
          : 'Thanks for contacting Forge. A member of our team reads every message and will reply within two business days.',
        'For reference, here is what you sent us:',
        data.message,
      ],
    });
  },

  calculatorNotify(): RenderedEmail {
    return composeText({
      subject: 'We will tell you when the Forge cost calculator launches',
      paragraphs: [
        'Thanks for your interest in the Forge cost calculator. It will estimate part cost and lead time from your material, process, quantity and tolerances, using quotes from US suppliers.',
        'We will send exactly one email when it launches.',
      ],
    });
  },

  careerApplication(data: { name: string; roleTitle: string; team: string }): RenderedEmail {
    return composeText({
      subject: `Your application for ${data.roleTitle} at Forge`,
      paragraphs: [
        `Hi ${data.name},`,
        `Thanks for applying for ${data.roleTitle}. A person on the ${data.team} team reads every application and you will hear back from us within ten business days, whatever the outcome.`,
      ],
    });
  },
};

const SAMPLE_TOKEN = 'a'.repeat(64);

/** Each stored template name with a description and its email rendered from sample data. */
export function templatePreviews(publicUrl: string): { template: EmailTemplate; description: string; subject: string; html: string }[] {
  const link: Link = (path) => `${publicUrl}${path}`;
  const samples: [EmailTemplate, string, RenderedEmail][] = [
    ['waitlist-confirmation', 'A new waitlist signup', emailTemplates.waitlistConfirmation({ company: 'Northline Robotics', role: 'buyer', fileName: 'gearbox-bom.xlsx', updated: false }, link)],
    ['waitlist-updated', 'A repeat waitlist signup (the entry is updated)', emailTemplates.waitlistConfirmation({ company: 'Northline Robotics', role: 'supplier', fileName: null, updated: true }, link)],
    ['waitlist-invitation', 'An admin invites a waitlist entry (the account was created in the identity provider)', emailTemplates.waitlistInvitation({ company: 'Northline Robotics', role: 'buyer' }, link)],
    ['newsletter-confirm', 'Newsletter double opt-in', emailTemplates.newsletterConfirm({ confirmToken: SAMPLE_TOKEN, unsubscribeToken: SAMPLE_TOKEN }, link)],
    ['lead-received', 'Contact / Talk-to-Sales acknowledgement', emailTemplates.leadReceived({ name: 'Sarah Whitfield', kind: 'sales', message: 'We need 500 anodized 6061 housings a quarter.' })],
    ['calculator-notify', 'Cost calculator notify-me', emailTemplates.calculatorNotify()],
    ['career-application', 'A job application was received', emailTemplates.careerApplication({ name: 'James Okafor', roleTitle: 'Supplier Success Lead', team: 'Supply' })],
  ];
  return samples.map(([template, description, email]) => ({ template, description, subject: email.subject, html: toHtml(email) }));
}
