import { startTestStack, viaShellFrom, type TestStack } from '../support/stack.js';

/** The public forms against the real stack (embedded MongoDB, identity provider, Redis). */
describe('content forms', () => {
  let stack: TestStack;
  let adminToken: string;
  let ipCounter = 0;
  /** Each test speaks from its own IP (trusted X-Forwarded-For from loopback) so rate limits stay per test. */
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    stack = await startTestStack({ redis: true });
    adminToken = await stack.tokenFor('admin');
  });
  afterAll(async () => {
    await stack.stop();
  });

  async function postWaitlist(fields: Record<string, string>, file?: { name: string; type: string; bytes: Uint8Array | string }, ip = freshIp()) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const res = await fetch(`${stack.api.url}/api/waitlist`, { method: 'POST', body: form, headers: viaShellFrom(ip) });
    return { status: res.status, body: (await res.json()) as any };
  }
  const post = (path: string, body: unknown, ip = freshIp()) => stack.request('POST', path, { body, headers: viaShellFrom(ip) });
  const fieldsOf = (body: any) => (body.error.details.fields as { field: string; message: string }[]).map((f) => f.field);
  const outboxFor = async (to: string) =>
    (await stack.request('GET', `/api/admin/emails?to=${encodeURIComponent(to)}`, { token: adminToken })).body.items as any[];

  const goodSignup = {
    email: 'Ada@Example.com',
    company: 'Lovelace Robotics',
    role: 'supplier',
    source: 'LinkedIn',
    description: 'Five-axis CNC shop, AS9100, 30 machines.',
    website: '',
  };

  describe('waitlist', () => {
    it('signs up with a BOM file, stores it in GridFS, records the event and queues a confirmation email', async () => {
      const csv = 'part,qty,material\nbracket,100,6061-T6\n';
      const res = await postWaitlist(goodSignup, { name: 'bom.csv', type: 'text/csv', bytes: csv });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('created');
      expect(res.body.entry).toMatchObject({ email: 'ada@example.com', role: 'supplier', file: { name: 'bom.csv', size: csv.length } });

      const list = await stack.request('GET', '/api/admin/waitlist?role=supplier', { token: adminToken });
      const entry = list.body.items.find((e: any) => e.email === 'ada@example.com');
      expect(entry.file.bucket).toBe('waitlist_files');
      const file = await fetch(`${stack.api.url}/api/admin/waitlist/${entry.id}/file`, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(await file.text()).toBe(csv);

      const emails = await outboxFor('ada@example.com');
      expect(emails[0]).toMatchObject({ template: 'waitlist-confirmation', status: 'queued', subject: 'You are on the Forge waitlist' });
      expect(emails[0].text).toContain('bom.csv');

      const analytics = await stack.request('GET', '/api/admin/analytics', { token: adminToken });
      expect(analytics.body.counts.waitlist_signup).toBeGreaterThanOrEqual(1);
    });

    it('dedupes by email: a repeat signup updates the entry, answering exactly like a new one (only the inbox is told)', async () => {
      const first = await postWaitlist({ ...goodSignup, email: 'grace@example.com', role: 'buyer' });
      expect(first.status).toBe(201);
      const again = await postWaitlist({ ...goodSignup, email: 'GRACE@example.com', role: 'buyer', company: 'Hopper Drones' });
      expect(again.status).toBe(201);
      const { id: _firstId, ...firstShape } = first.body.entry;
      const { id: _againId, ...againShape } = again.body.entry;
      expect({ ...again.body, entry: { ...againShape, company: 'Ada' } }).toEqual({ ...first.body, entry: { ...firstShape, company: 'Ada' } });
      expect(again.body).toMatchObject({ status: 'created', message: 'You are on the waitlist. We sent a confirmation to your inbox.' });
      const list = await stack.request('GET', '/api/admin/waitlist?role=buyer', { token: adminToken });
      const matches = list.body.items.filter((e: any) => e.email === 'grace@example.com');
      expect(matches).toHaveLength(1);
      expect(matches[0]).toMatchObject({ company: 'Hopper Drones', signups: 2 });
      expect((await outboxFor('grace@example.com')).map((e) => e.template)).toEqual(['waitlist-updated', 'waitlist-confirmation']);
    });

    it('names each bad field: bad email, missing fields, wrong role, oversize description', async () => {
      const res = await postWaitlist({ email: 'not-an-email', role: 'investor', description: 'x'.repeat(2001) });
      expect(res.status).toBe(400);
      expect(res.body.error.status).toBe('invalid-argument');
      expect(fieldsOf(res.body).sort()).toEqual(['company', 'description', 'email', 'role', 'source']);
      const messages = res.body.error.details.fields.map((f: any) => f.message);
      expect(messages).toEqual(
        expect.arrayContaining(['Enter a valid email address, like name@company.com', 'Company is required', 'Description must be at most 2000 characters']),
      );
    });

    it('refuses a wrong-type file and an oversize file', async () => {
      const exe = await postWaitlist({ ...goodSignup, email: 'exe@example.com' }, { name: 'bom.exe', type: 'application/octet-stream', bytes: 'MZ' });
      expect(exe.status).toBe(400);
      expect(exe.body.error.details.fields).toEqual([{ field: 'file', message: 'The BOM must be a CSV, TSV or Excel (.xlsx) file' }]);

      const fakeXlsx = await postWaitlist({ ...goodSignup, email: 'fake@example.com' }, { name: 'bom.xlsx', type: 'application/octet-stream', bytes: 'not a zip' });
      expect(fakeXlsx.status).toBe(400);
      expect(fakeXlsx.body.error.details.fields[0].message).toMatch(/not a valid Excel/);

      const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(65);
      const oversize = await postWaitlist({ ...goodSignup, email: 'big@example.com' }, { name: 'bom.csv', type: 'text/csv', bytes: big });
      expect(oversize.status).toBe(400);
      expect(oversize.body.error.details.fields).toEqual([{ field: 'file', message: 'The BOM file must be 10 MB or smaller' }]);

      const list = await stack.request('GET', '/api/admin/waitlist', { token: adminToken });
      expect(list.body.items.map((e: any) => e.email)).not.toEqual(expect.arrayContaining(['exe@example.com', 'big@example.com']));
    });

    it('stores script injection inertly and escapes it in the email HTML', async () => {
      const script = '<script>alert("x")</script>';
      const res = await postWaitlist({ ...goodSignup, email: 'xss@example.com', company: `Evil ${script}`, description: script });
      expect(res.status).toBe(201);
      const list = await stack.request('GET', '/api/admin/waitlist', { token: adminToken });
      const entry = list.body.items.find((e: any) => e.email === 'xss@example.com');
      expect(entry.description).toBe(script);
      const [email] = await outboxFor('xss@example.com');
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain('&lt;script&gt;');
    });

    it('accepts and drops a honeypot submission', async () => {
      const res = await postWaitlist({ ...goodSignup, email: 'bot@example.com', website: 'http://spam.example' });
      expect(res.status).toBe(201);
      const list = await stack.request('GET', '/api/admin/waitlist', { token: adminToken });
      expect(list.body.items.some((e: any) => e.email === 'bot@example.com')).toBe(false);
      expect(await outboxFor('bot@example.com')).toHaveLength(0);
    });

    it('rate limits per IP: the 11th signup in a minute gets 429 with a message', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const ok = await postWaitlist({ ...goodSignup, email: `burst${i}@example.com` }, undefined, ip);
        expect(ok.status).toBe(201);
      }
      const limited = await postWaitlist({ ...goodSignup, email: 'burst10@example.com' }, undefined, ip);
      expect(limited.status).toBe(429);
      expect(limited.body.error.status).toBe('resource-exhausted');
      expect(limited.body.error.message).toMatch(/Too many waitlist submissions .* at most 10 per minute/);
      // Another IP is unaffected.
      expect((await postWaitlist({ ...goodSignup, email: 'other-ip@example.com' })).status).toBe(201);
    });
  });

  describe('leads', () => {
    it('creates contact and sales leads with their source page and emails an acknowledgement', async () => {
      const contact = await post('/api/leads', { kind: 'contact', name: 'Ken', email: 'ken@example.com', message: 'Hello', sourcePage: '/contact' });
      expect(contact.status).toBe(201);
      const sales = await post('/api/leads', {
        kind: 'sales',
        name: 'Lin',
        email: 'lin@example.com',
        company: 'Acme',
        phone: '+1 (412) 555-0100',
        message: 'We need 5,000 housings.',
        sourcePage: '/sales',
      });
      expect(sales.status).toBe(201);
      expect(sales.body.message).toMatch(/one business day/);
      const leads = await stack.request('GET', '/api/admin/leads?kind=sales', { token: adminToken });
      expect(leads.body.items[0]).toMatchObject({ kind: 'sales', email: 'lin@example.com', company: 'Acme', sourcePage: '/sales' });
      expect((await outboxFor('ken@example.com'))[0].template).toBe('lead-received');
    });

    it('refuses bad input with a message per field', async () => {
      const res = await post('/api/leads', { kind: 'support', name: '', email: 'x@', phone: 'call me', message: 'm'.repeat(5001), sourcePage: 'contact', extra: 1 });
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body).sort()).toEqual(['email', 'kind', 'lead', 'message', 'name', 'phone', 'sourcePage']);
    });

    it('keeps script injection as plain text', async () => {
      const res = await post('/api/leads', { kind: 'contact', name: '<img src=x onerror=alert(1)>', email: 'img@example.com', message: '<b>hi</b>', sourcePage: '/contact' });
      expect(res.status).toBe(201);
      const leads = await stack.request('GET', '/api/admin/leads?kind=contact', { token: adminToken });
      expect(leads.body.items.find((l: any) => l.email === 'img@example.com').name).toBe('<img src=x onerror=alert(1)>');
      expect((await outboxFor('img@example.com'))[0].html).not.toContain('<img src=x');
    });

    it('rate limits contact submissions', async () => {
      const ip = freshIp();
      const body = { kind: 'contact', name: 'R', email: 'r@example.com', message: 'Hi', sourcePage: '/contact' };
      for (let i = 0; i < 10; i++) expect((await post('/api/leads', body, ip)).status).toBe(201);
      const limited = await post('/api/leads', body, ip);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('newsletter (double opt-in)', () => {
    const linkFrom = (text: string, kind: 'confirm' | 'unsubscribe') => {
      const match = new RegExp(`/newsletter/${kind}\\?token=([a-f0-9]{64})`).exec(text);
      if (!match) throw new Error(`no ${kind} link in email`);
      return match[1]!;
    };

    it('is pending until confirmed, then confirmed, then unsubscribed', async () => {
      const sub = await post('/api/newsletter/subscribe', { email: 'news@example.com', source: 'news' });
      expect(sub.status).toBe(202);
      expect(sub.body.status).toBe('pending');
      const [email] = await outboxFor('news@example.com');
      expect(email.template).toBe('newsletter-confirm');
      const confirmToken = linkFrom(email.text, 'confirm');
      const unsubscribeToken = linkFrom(email.text, 'unsubscribe');

      const confirmed = await stack.request('GET', `/api/newsletter/confirm?token=${confirmToken}`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'confirmed', email: 'news@example.com' });

      const again = await post('/api/newsletter/subscribe', { email: 'news@example.com' });
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('already-subscribed');

      const unsubscribed = await stack.request('GET', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`);
      expect(unsubscribed.status).toBe(200);
      expect(unsubscribed.body.status).toBe('unsubscribed');
      // The old confirmation link cannot re-subscribe the address.
      expect((await stack.request('GET', `/api/newsletter/confirm?token=${confirmToken}`)).status).toBe(404);
    });

    it('refuses unknown and malformed tokens, and bad emails', async () => {
      const unknown = await stack.request('GET', `/api/newsletter/confirm?token=${'a'.repeat(64)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toMatch(/invalid/);
      const malformed = await stack.request('GET', '/api/newsletter/unsubscribe?token=abc');
      expect(malformed.status).toBe(400);
      const bad = await post('/api/newsletter/subscribe', { email: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.fields).toEqual([{ field: 'email', message: 'Enter a valid email address, like name@company.com' }]);
    });
  });

  describe('calculator notify-me and career applications', () => {
    it('registers a notify-me email once', async () => {
      expect((await post('/api/calculator/notify', { email: 'calc@example.com' })).status).toBe(201);
      const again = await post('/api/calculator/notify', { email: 'calc@example.com' });
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('already-registered');
      expect((await post('/api/calculator/notify', {})).body.error.details.fields).toEqual([{ field: 'email', message: 'Email is required' }]);
    });

    it('stores an application for an open role and refuses unknown roles and bad input', async () => {
      const { seedContentIfEmpty } = await import('../../src/domains/content/index.js');
      await seedContentIfEmpty();
      const roles = await stack.request('GET', '/api/careers');
      const slug = roles.body.items[0].slug;
      const ok = await post(`/api/careers/${slug}/apply`, {
        name: 'Mo',
        email: 'mo@example.com',
        linkedin: 'https://linkedin.com/in/mo',
        coverLetter: 'I love machining.',
      });
      expect(ok.status).toBe(201);
      expect((await outboxFor('mo@example.com'))[0].template).toBe('career-application');
      expect((await post('/api/careers/no-such-role/apply', { name: 'Mo', email: 'mo@example.com', coverLetter: 'x' })).status).toBe(404);
      const bad = await post(`/api/careers/${slug}/apply`, { name: 'Mo', email: 'mo@', linkedin: 'javascript:alert(1)' });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body).sort()).toEqual(['coverLetter', 'email', 'linkedin']);
    });
  });
});
