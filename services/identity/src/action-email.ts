import type { Connection } from 'mongoose';
import type { ActionTokens } from './action-tokens.js';
import { queueEmail } from './outbox.js';
import { displayName, type IdentityUser } from './users.js';

/**
 * Issues an action token for the user and emails them its link (Keycloak's execute-actions and reset-password emails):
 * the body greets them by name, then `lines(link)` says what the link does.
 */
export async function emailActionLink(
  deps: { issuer: string; connection: Connection; tokens: ActionTokens },
  user: Pick<IdentityUser, '_id' | 'firstName' | 'lastName' | 'username' | 'email'> & { email: string },
  grant: Omit<Parameters<ActionTokens['issue']>[0], 'userId'>,
  email: { subject: string; template: string; lines: (link: string) => string[] },
): Promise<void> {
  const token = await deps.tokens.issue({ userId: user._id, ...grant });
  const link = `${deps.issuer}/login-actions/action-token?key=${encodeURIComponent(token)}`;
  await queueEmail(deps.connection, {
    to: user.email,
    subject: email.subject,
    template: email.template,
    body: [`Hi ${displayName(user)},`, '', ...email.lines(link)].join('\n'),
  });
}
