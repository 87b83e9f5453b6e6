import type { Router } from 'express';
import { z } from 'zod';
import { emailActionLink } from './action-email.js';
import type { AdminRouteContext } from './admin-context.js';
import { asyncRoute, parseBody, queryInt, queryString } from './admin-request.js';
import { HttpError } from './errors.js';
import { redirectUriMatches } from './redirects.js';

const SUPPORTED_ACTIONS = ['UPDATE_PASSWORD', 'VERIFY_EMAIL'];
const DEFAULT_ACTION_LIFESPAN_SECONDS = 12 * 60 * 60;

/** PUT /users/:id/execute-actions-email: emails the user a link to update the password or verify the email. */
export function registerUserActionRoutes(router: Router, { deps, loadUser }: AdminRouteContext): void {
  router.put(
    '/users/:id/execute-actions-email',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      const actions = parseBody(z.array(z.string()), req.body);
      const unsupported = actions.filter((action) => !SUPPORTED_ACTIONS.includes(action));
      if (!actions.length || unsupported.length) {
        throw new HttpError(400, `Unsupported actions: ${unsupported.join(', ') || '(none given)'}`, {
          supported: SUPPORTED_ACTIONS,
        });
      }
      if (!user.email) throw new HttpError(400, 'User email missing');
      if (!user.enabled) throw new HttpError(400, 'User is disabled');
      const clientId = queryString(req, 'client_id');
      const redirectUri = queryString(req, 'redirect_uri');
      if (redirectUri !== undefined) {
        if (!clientId) throw new HttpError(400, 'Client id missing');
        if (clientId !== deps.webClientId || !redirectUriMatches(redirectUri, deps.webRedirectUris)) {
          throw new HttpError(400, 'Invalid redirect uri.');
        }
      }
      const lifespan =
        queryInt(req, 'lifespan', DEFAULT_ACTION_LIFESPAN_SECONDS) || DEFAULT_ACTION_LIFESPAN_SECONDS;
      const hours = Math.max(1, Math.round(lifespan / 3600));
      const steps = actions.map((action) =>
        action === 'UPDATE_PASSWORD' ? '- choose a new password' : '- verify your email address',
      );
      await emailActionLink(
        deps,
        { ...user, email: user.email },
        { actions, lifespanSeconds: lifespan, clientId, redirectUri },
        {
          subject: 'Action required on your Forge account',
          template: 'execute-actions',
          lines: (link) => [
            'Your Forge administrator asked you to update your account:',
            ...steps,
            '',
            `Open this link to continue (it expires in ${hours} hour${hours === 1 ? '' : 's'}):`,
            link,
            '',
            'If you did not expect this email, you can ignore it.',
          ],
        },
      );
      res.status(204).end();
    }),
  );
}
