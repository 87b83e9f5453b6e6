import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import helmet from 'helmet';
import type Provider from 'oidc-provider';
import type { Connection } from 'mongoose';
import { emailActionLink } from './action-email.js';
import type { ActionTokens } from './action-tokens.js';
import { accountKeyOf, tooManyFailures, type BruteForceGuard } from './brute-force.js';
import type { ResetLimits } from './reset-limits.js';
import { hashPassword, passwordPolicyViolations, verifyPassword } from './password.js';
import { PASSWORD_ACR } from './provider.js';
import { redirectUriMatches } from './redirects.js';
import { findByLogin, type IdentityUser, type UserModel } from './users.js';
import { confirmActionPage, loginPage, messagePage, newPasswordPage, resetRequestPage, STYLE_HASH_SOURCE } from './views.js';
import { logEvent } from './log.js';

export interface LoginActionDependencies {
  provider: Provider;
  issuer: string;
  users: UserModel;
  connection: Connection;
  tokens: ActionTokens;
  webClientId: string;
  webRedirectUris: string[];
  /** A hash compared against when the user does not exist, so timing does not reveal which emails exist. */
  decoyPasswordHash: string;
  bruteForce: BruteForceGuard;
  resetLimits: ResetLimits;
}

const RESET_LINK_LIFESPAN_SECONDS = 30 * 60;
const INVALID_CREDENTIALS = 'Invalid username or password.';
const DISABLED_ACCOUNT = 'Account is disabled, contact your administrator.';
const suspendedMessage = (reason: string | undefined) => (reason ? `Your account is suspended: ${reason}. Contact your administrator.` : DISABLED_ACCOUNT);
const SESSION_EXPIRED = 'Your sign-in attempt has expired. Go back to the application and sign in again.';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

function field(req: Request, name: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function query(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function loginActionsRouter(deps: LoginActionDependencies): Router {
  const { provider, users } = deps;
  const base = `${new URL(deps.issuer).pathname}/login-actions`;
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '32kb' }));
  router.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: [STYLE_HASH_SOURCE],
          imgSrc: ['data:'],
          // Chrome applies form-action to the redirect after a sign-in, which goes back to the web app.
          formAction: ["'self'", ...deps.webRedirectUris.map((uri) => new URL(uri.replace(/\*$/, '')).origin)],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
        },
      },
      strictTransportSecurity: false,
    }),
  );
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Frame-Options', 'DENY');
    res.set('Referrer-Policy', 'no-referrer');
    next();
  });

  const html = (res: Response, status: number, body: string) => res.status(status).type('html').send(body);

  const asyncRoute =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) => {
      handler(req, res).catch(next);
    };

  /** The interaction behind the cookie, if it is the one named in the URL. */
  const interaction = async (req: Request, res: Response): Promise<Details | undefined> => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== req.params.uid) return undefined;
      return details;
    } catch {
      return undefined;
    }
  };

  const expired = (res: Response) =>
    html(res, 400, messagePage({ title: 'Sign-in expired', message: SESSION_EXPIRED, error: true }));

  const interactionPath = (uid: string) => `${base}/interaction/${encodeURIComponent(uid)}`;

  const forgotUrl = (details: Details) => {
    const params = new URLSearchParams({
      client_id: String(details.params.client_id ?? deps.webClientId),
      uid: details.uid,
    });
    if (typeof details.params.redirect_uri === 'string')
      params.set('redirect_uri', details.params.redirect_uri);
    return `${base}/reset-credentials?${params.toString()}`;
  };

  const canCancelAction = (details: Details, user: IdentityUser | null) =>
    details.params.kc_action === 'UPDATE_PASSWORD' && !user?.requiredActions?.includes('UPDATE_PASSWORD');

  const renderUpdatePassword = async (
    res: Response,
    details: Details,
    status: number,
    errors: string[] = [],
  ) => {
    const user = await users.findById(details.session?.accountId).lean<IdentityUser>();
    const path = interactionPath(details.uid);
    html(
      res,
      status,
      newPasswordPage({
        title: 'Update password',
        subtitle: user?.requiredActions?.includes('UPDATE_PASSWORD')
          ? 'You need to change your password to continue.'
          : 'Choose a new password for your Forge account.',
        action: `${path}/update-password`,
        errors,
        username: user?.email ?? user?.username,
        ...(canCancelAction(details, user) ? { cancelAction: `${path}/cancel` } : {}),
      }),
    );
  };

  router.get(
    '/interaction/:uid',
    asyncRoute(async (req, res) => {
      const details = await interaction(req, res);
      if (!details) return void expired(res);
      const path = interactionPath(details.uid);
      switch (details.prompt.name) {
        case 'login':
          return void html(
            res,
            200,
            loginPage({
              action: `${path}/login`,
              forgotUrl: forgotUrl(details),
              username: typeof details.params.login_hint === 'string' ? details.params.login_hint : '',
            }),
          );
        case 'update_password':
          return renderUpdatePassword(res, details, 200);
        default: {
          // First-party clients never show consent: grant what was asked for.
          const grant = new provider.Grant({
            accountId: details.session!.accountId,
            clientId: String(details.params.client_id),
          });
          grant.addOIDCScope(String(details.params.scope ?? 'openid'));
          const grantId = await grant.save();
          await provider.interactionFinished(
            req,
            res,
            { consent: { grantId } },
            { mergeWithLastSubmission: true },
          );
        }
      }
    }),
  );

  router.post(
    '/interaction/:uid/login',
    asyncRoute(async (req, res) => {
      const details = await interaction(req, res);
      if (!details || details.prompt.name !== 'login') return void expired(res);
      const username = field(req, 'username').trim();
      const password = field(req, 'password');
      const user = username ? await findByLogin(users, username) : null;
      const retry = (error: string) =>
        html(
          res,
          200,
          loginPage({
            action: `${interactionPath(details.uid)}/login`,
            forgotUrl: forgotUrl(details),
            username,
            error,
          }),
        );
      // Brute-force detection: a wait is checked before the password, and unknown logins earn waits like accounts.
      const attempt = { accountKey: accountKeyOf(user?._id, username), ip: req.socket.remoteAddress };
      const wait = await deps.bruteForce.waitSeconds(attempt);
      if (wait > 0) {
        res.set('Retry-After', String(wait));
        return void html(
          res,
          429,
          loginPage({
            action: `${interactionPath(details.uid)}/login`,
            forgotUrl: forgotUrl(details),
            username,
            error: tooManyFailures(wait),
          }),
        );
      }
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? deps.decoyPasswordHash);
      if (!user || !passwordOk) {
        await deps.bruteForce.recordFailure(attempt);
        return void retry(INVALID_CREDENTIALS);
      }
      await deps.bruteForce.recordSuccess(attempt.accountKey);
      // only the right password learns why: a suspension reason an admin gave is the owner's to read
      if (!user.enabled) return void retry(suspendedMessage(user.attributes?.suspendedReason?.[0]));
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user._id, amr: ['pwd'], acr: PASSWORD_ACR } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  router.post(
    '/interaction/:uid/update-password',
    asyncRoute(async (req, res) => {
      const details = await interaction(req, res);
      if (!details || details.prompt.name !== 'update_password' || !details.session?.accountId)
        return void expired(res);
      const user = await users.findById(details.session.accountId).lean<IdentityUser>();
      if (!user || !user.enabled) return void expired(res);
      const password = field(req, 'password-new');
      const errors = passwordPolicyViolations(password, user.email, user.username);
      if (password !== field(req, 'password-confirm')) errors.push('Passwords do not match.');
      if (errors.length) return renderUpdatePassword(res, details, 400, errors);
      await users.updateOne(
        { _id: user._id },
        {
          $set: { passwordHash: await hashPassword(password) },
          $pull: { requiredActions: 'UPDATE_PASSWORD' },
        },
      );
      await provider.interactionFinished(
        req,
        res,
        { kcAction: { status: 'success' } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  router.post(
    '/interaction/:uid/cancel',
    asyncRoute(async (req, res) => {
      const details = await interaction(req, res);
      if (!details) return void expired(res);
      if (details.prompt.name === 'update_password') {
        const user = await users.findById(details.session?.accountId).lean<IdentityUser>();
        if (!canCancelAction(details, user))
          return renderUpdatePassword(res, details, 400, ['You need to change your password to continue.']);
        return provider.interactionFinished(
          req,
          res,
          { kcAction: { status: 'cancelled' } },
          { mergeWithLastSubmission: false },
        );
      }
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  /** redirect_uri of the web client if it is one of its registered ones; never an open redirect. */
  const safeRedirect = (clientId: string | undefined, redirectUri: string | undefined) =>
    clientId === deps.webClientId && redirectUri && redirectUriMatches(redirectUri, deps.webRedirectUris)
      ? redirectUri
      : undefined;

  const resetContext = (req: Request) => {
    const clientId = query(req, 'client_id');
    const redirectUri = safeRedirect(clientId, query(req, 'redirect_uri'));
    const uid = query(req, 'uid');
    const params = new URLSearchParams();
    if (clientId) params.set('client_id', clientId);
    if (redirectUri) params.set('redirect_uri', redirectUri);
    if (uid && /^[\w-]+$/.test(uid)) params.set('uid', uid);
    const loginUrl = uid && /^[\w-]+$/.test(uid) ? interactionPath(uid) : redirectUri;
    return { clientId, redirectUri, loginUrl, action: `${base}/reset-credentials?${params.toString()}` };
  };

  router.get('/reset-credentials', (req, res) => {
    const context = resetContext(req);
    html(
      res,
      200,
      resetRequestPage({
        action: context.action,
        ...(context.loginUrl ? { loginUrl: context.loginUrl } : {}),
      }),
    );
  });

  router.post(
    '/reset-credentials',
    asyncRoute(async (req, res) => {
      const context = resetContext(req);
      const username = field(req, 'username').trim();
      if (!username) {
        return void html(
          res,
          400,
          resetRequestPage({
            action: context.action,
            error: 'Please enter your email or username.',
            ...(context.loginUrl ? { loginUrl: context.loginUrl } : {}),
          }),
        );
      }
      const clientWait = await deps.resetLimits.clientWaitSeconds(req.socket.remoteAddress);
      if (clientWait > 0) {
        res.set('Retry-After', String(clientWait));
        return void html(
          res,
          429,
          resetRequestPage({
            action: context.action,
            error: `Too many reset requests from your connection. Try again in ${Math.ceil(clientWait / 60)} minutes.`,
            ...(context.loginUrl ? { loginUrl: context.loginUrl } : {}),
          }),
        );
      }
      const user = await findByLogin(users, username);
      // Counted for unknown logins too, and silently: the page reads the same either way.
      const maySend = await deps.resetLimits.accountMaySend(accountKeyOf(user?._id, username));
      if (maySend && user?.enabled && user.email) {
        const email = user.email;
        await emailActionLink(
          deps,
          { ...user, email },
          { actions: ['UPDATE_PASSWORD'], lifespanSeconds: RESET_LINK_LIFESPAN_SECONDS, clientId: context.clientId, redirectUri: context.redirectUri },
          {
            subject: 'Reset your Forge password',
            template: 'password-reset',
            lines: (link) => [
              `Someone asked to reset the password of your Forge account (${email}).`,
              'To choose a new password, open this link within 30 minutes:',
              link,
              '',
              'If you did not ask for this, you can ignore this email: your password stays the same.',
            ],
          },
        );
      }
      // Same answer whether or not the account exists, so the form cannot be used to probe for emails.
      html(
        res,
        200,
        messagePage({
          title: 'Check your email',
          message:
            'If an account exists for that email or username, you will receive an email with a link to reset your password shortly.',
          ...(context.loginUrl ? { linkUrl: context.loginUrl, linkText: 'Back to sign in' } : {}),
        }),
      );
    }),
  );

  const invalidLink = (res: Response) =>
    html(
      res,
      400,
      messagePage({
        title: 'Link expired',
        message: 'This link is invalid or has expired. Request a new one.',
        error: true,
      }),
    );

  const accountLabel = async (userId: string) => {
    const user = await users.findById(userId).lean<IdentityUser>();
    return user?.email ?? user?.username;
  };

  router.get(
    '/action-token',
    asyncRoute(async (req, res) => {
      const key = query(req, 'key') ?? '';
      const record = await deps.tokens.find(key);
      if (!record) return void invalidLink(res);
      if (record.actions.includes('UPDATE_PASSWORD')) {
        return void html(
          res,
          200,
          newPasswordPage({
            title: 'Choose a new password',
            subtitle: 'Enter a new password for your Forge account.',
            action: `${base}/action-token`,
            hiddenFields: { key },
            username: await accountLabel(record.userId),
          }),
        );
      }
      html(
        res,
        200,
        confirmActionPage({
          title: 'Verify your email',
          message: 'Confirm that this email address belongs to you.',
          action: `${base}/action-token`,
          hiddenFields: { key },
          button: 'Confirm email',
        }),
      );
    }),
  );

  router.post(
    '/action-token',
    asyncRoute(async (req, res) => {
      const key = field(req, 'key');
      const record = await deps.tokens.find(key);
      if (!record) return void invalidLink(res);
      const user = await users.findById(record.userId).lean<IdentityUser>();
      if (!user || !user.enabled) return void invalidLink(res);
      const update: { $set: Record<string, unknown>; $pull: { requiredActions: { $in: string[] } } } = {
        $set: {},
        $pull: { requiredActions: { $in: record.actions } },
      };
      if (record.actions.includes('UPDATE_PASSWORD')) {
        const password = field(req, 'password-new');
        const errors = passwordPolicyViolations(password, user.email, user.username);
        if (password !== field(req, 'password-confirm')) errors.push('Passwords do not match.');
        if (errors.length) {
          return void html(
            res,
            400,
            newPasswordPage({
              title: 'Choose a new password',
              subtitle: 'Enter a new password for your Forge account.',
              action: `${base}/action-token`,
              hiddenFields: { key },
              errors,
              username: user.email ?? user.username,
            }),
          );
        }
        update.$set.passwordHash = await hashPassword(password);
      }
      if (record.actions.includes('VERIFY_EMAIL')) update.$set.emailVerified = true;
      if (!(await deps.tokens.markUsed(key))) return void invalidLink(res);
      await users.updateOne({ _id: user._id }, update);
      const continueUrl = safeRedirect(record.clientId, record.redirectUri);
      html(
        res,
        200,
        messagePage({
          title: 'Account updated',
          message: record.actions.includes('UPDATE_PASSWORD')
            ? 'Your password has been changed. You can now sign in with it.'
            : 'Your email address has been verified.',
          ...(continueUrl ? { linkUrl: continueUrl, linkText: 'Continue to Forge' } : {}),
        }),
      );
    }),
  );

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    logEvent('error', 'login-actions-error', { message: (error as Error).message });
    html(
      res,
      500,
      messagePage({ title: 'Something went wrong', message: 'Please try again in a moment.', error: true }),
    );
  });

  return router;
}
