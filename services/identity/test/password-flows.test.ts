import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Browser, formAction, fragmentParams } from './http.js';
import { authorizeUrl, CALLBACK, exchangeCode, login, startStack, type Stack } from './stack.js';

let stack: Stack;
let issuer: string;

beforeAll(async () => {
  stack = await startStack();
  issuer = stack.identity.issuer;
});

afterAll(async () => {
  await stack?.stop();
});

describe('password reset', () => {
  it('records the reset email in the outbox and lets the user set a new password', async () => {
    const browser = new Browser();
    const loginPage = await browser.follow(authorizeUrl(issuer).url);
    const forgotHref = /href="([^"]*reset-credentials[^"]*)"/
      .exec(loginPage.html)![1]!
      .replaceAll('&amp;', '&');
    const forgot = await browser.follow(new URL(forgotHref, issuer).toString());
    expect(forgot.html).toContain('Forgot your password?');

    const sent = await browser.follow(formAction(forgot.html, issuer), {
      form: { username: 'buyer@forge.test' },
    });
    expect(sent.html).toContain('Check your email');
    const unknown = await browser.follow(formAction(forgot.html, issuer), {
      form: { username: 'nobody@forge.test' },
    });
    expect(unknown.html).toContain('Check your email');

    const emails = await stack.db.collection('emails').find({ template: 'password-reset' }).toArray();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: 'buyer@forge.test',
      status: 'queued',
      subject: 'Reset your Forge password',
    });
    const link = /(http:\/\/\S+action-token\?key=\S+)/.exec(emails[0]!.text as string)![1]!;
    const key = new URL(link).searchParams.get('key')!;

    const form = await browser.follow(link);
    const weak = await browser.follow(formAction(form.html, issuer), {
      form: { key, 'password-new': 'buyer@forge.test', 'password-confirm': 'buyer@forge.test' },
    });
    expect(weak.response.status).toBe(400);
    expect(weak.html).toContain('Password must not be the same as your email address.');
    const mismatch = await browser.follow(formAction(form.html, issuer), {
      form: { key, 'password-new': 'NewBuyer22', 'password-confirm': 'NewBuyer23' },
    });
    expect(mismatch.html).toContain('Passwords do not match.');
    const common = await browser.follow(formAction(form.html, issuer), {
      form: { key, 'password-new': 'Password1', 'password-confirm': 'Password1' },
    });
    expect(common.response.status).toBe(400);
    expect(common.html).toContain('Password is too easy to guess: This is a commonly used password found in breach lists.');

    const done = await browser.follow(formAction(form.html, issuer), {
      form: { key, 'password-new': 'NewBuyer22', 'password-confirm': 'NewBuyer22' },
    });
    expect(done.html).toContain('Your password has been changed');
    const reused = await browser.follow(link);
    expect(reused.html).toContain('invalid or has expired');

    await login(issuer, 'buyer@forge.test', 'NewBuyer22');
    await expect(login(issuer, 'buyer@forge.test', 'ForgeBuyer1!')).rejects.toThrow(
      'login did not reach the app',
    );
  });

  it('serves the direct reset URL the shell links to', async () => {
    const url = `${issuer}/login-actions/reset-credentials?client_id=forge-web&redirect_uri=${encodeURIComponent('http://localhost:8080/')}`;
    const page = await new Browser().follow(url);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain('<label for="username">');
    expect(page.html).toContain('href="http://localhost:8080/"');
  });
});

describe('security headers of the sign-in pages', () => {
  it('sends a CSP that allows the inline style by hash and nothing else, and nosniff', async () => {
    const browser = new Browser();
    const login = await browser.follow(authorizeUrl(issuer).url);
    const reset = await browser.follow(`${issuer}/login-actions/reset-credentials?client_id=forge-web`);
    for (const page of [login, reset]) {
      const csp = page.response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self' http://localhost:8080");
      const style = /<style>([\s\S]*?)<\/style>/.exec(page.html)![1]!;
      expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      expect(page.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('password reset flood', () => {
  it('emails one account at most 3 times an hour, answers the same for unknown accounts, and limits each client', async () => {
    await stack.db.collection('identity_rate_limits').deleteMany({});
    const url = `${issuer}/login-actions/reset-credentials?client_id=forge-web`;
    const browser = new Browser();
    const form = await browser.follow(url);
    const answers = [];
    for (let request = 0; request < 5; request += 1) {
      answers.push(await browser.follow(formAction(form.html, issuer), { form: { username: 'supplier@forge.test' } }));
      answers.push(await browser.follow(formAction(form.html, issuer), { form: { username: 'nobody@forge.test' } }));
    }
    for (const answer of answers) {
      expect(answer.response.status).toBe(200);
      expect(answer.html).toContain('If an account exists for that email or username');
    }
    expect(await stack.db.collection('emails').countDocuments({ to: 'supplier@forge.test', template: 'password-reset' })).toBe(3);

    const eleventh = await browser.follow(formAction(form.html, issuer), { form: { username: 'supplier@forge.test' } });
    expect(eleventh.response.status).toBe(429);
    expect(eleventh.html).toContain('Too many reset requests from your connection. Try again in 60 minutes.');
    expect(await stack.db.collection('emails').countDocuments({ to: 'supplier@forge.test', template: 'password-reset' })).toBe(3);
    await stack.db.collection('identity_rate_limits').deleteMany({});
  });
});

describe('required action after an admin-set temporary password', () => {
  it('forces a new password before returning to the app', async () => {
    const { hashPassword } = await import('../src/password.js');
    await stack.db.collection('identity_users').insertOne({
      _id: 'f0e1d2c3-0000-4000-8000-000000000001' as never,
      username: 'temp@forge.test',
      email: 'temp@forge.test',
      enabled: true,
      emailVerified: true,
      realmRoles: ['default-roles-forge'],
      requiredActions: ['UPDATE_PASSWORD'],
      passwordHash: await hashPassword('TempPass11'),
      createdTimestamp: 0,
      attributes: {},
    });
    const browser = new Browser();
    const request = authorizeUrl(issuer);
    const page = await browser.follow(request.url);
    const form = await browser.follow(formAction(page.html, issuer), {
      form: { username: 'temp@forge.test', password: 'TempPass11' },
    });
    expect(form.html).toContain('You need to change your password to continue.');
    expect(form.html).not.toContain('Cancel');
    const done = await browser.follow(formAction(form.html, issuer), {
      form: { 'password-new': 'Fresh2pass', 'password-confirm': 'Fresh2pass' },
    });
    expect(fragmentParams(done.location).get('code')).toBeTruthy();
    expect(fragmentParams(done.location).get('kc_action_status')).toBeNull();
    const stored = await stack.db.collection('identity_users').findOne({ email: 'temp@forge.test' });
    expect(stored!.requiredActions).toEqual([]);
  });
});

describe('application-initiated UPDATE_PASSWORD', () => {
  it('shows the change-password form, enforces the rules and returns to the app', async () => {
    const { browser } = await login(issuer, 'investor@forge.test', 'ForgeInvestor1!');
    const request = authorizeUrl(issuer, { kc_action: 'UPDATE_PASSWORD' });
    const form = await browser.follow(request.url);
    expect(form.html).toContain('Update password');
    expect(form.html).toContain('Cancel');

    const short = await browser.follow(formAction(form.html, issuer), {
      form: { 'password-new': 'ab1', 'password-confirm': 'ab1' },
    });
    expect(short.html).toContain('Password must be at least 8 characters long.');
    const noDigit = await browser.follow(formAction(form.html, issuer), {
      form: { 'password-new': 'abcdefghij', 'password-confirm': 'abcdefghij' },
    });
    expect(noDigit.html).toContain('Password must contain at least one digit.');
    const common = await browser.follow(formAction(form.html, issuer), {
      form: { 'password-new': 'Password1', 'password-confirm': 'Password1' },
    });
    expect(common.html).toContain('Password is too easy to guess');

    const done = await browser.follow(formAction(form.html, issuer), {
      form: { 'password-new': 'Lathe-Spindle27', 'password-confirm': 'Lathe-Spindle27' },
    });
    expect(done.location.startsWith(CALLBACK)).toBe(true);
    const params = fragmentParams(done.location);
    expect(params.get('kc_action_status')).toBe('success');
    expect(params.get('kc_action')).toBe('UPDATE_PASSWORD');
    const tokens = await exchangeCode(issuer, params.get('code')!, request.pkce.verifier);
    expect(decodeJwt(tokens.body.access_token!).email).toBe('investor@forge.test');

    await login(issuer, 'investor@forge.test', 'Lathe-Spindle27');
  });

  it('reports a cancelled action', async () => {
    const { browser } = await login(issuer, 'supplier@forge.test', 'ForgeSupplier1!');
    const form = await browser.follow(authorizeUrl(issuer, { kc_action: 'UPDATE_PASSWORD' }).url);
    const cancelled = await browser.follow(formAction(form.html, issuer, 1), { form: {} });
    expect(fragmentParams(cancelled.location).get('kc_action_status')).toBe('cancelled');
  });
});
