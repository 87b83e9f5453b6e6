/** The audit log: records appended by recordAdminAction, searched and exported through the admin API only. */
import { AuditModel } from '../../src/domains/audit/model.js';
import { recordAdminAction } from '../../src/domains/audit/service.js';
import { useTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;

useTestStack({}, async (started) => {
  stack = started;
  admin = await stack.tokenFor('admin');
  const actor = { uid: 'admin-uid', email: 'admin@forge.test', ip: '198.51.100.7' };
  await recordAdminAction(actor, { action: 'user.role', target: { type: 'user', id: 'u1', label: 'buyer@forge.test' }, before: { role: 'buyer' }, after: { role: 'INVESTOR' } }, new Date('2026-11-01T10:00:00Z'));
  await recordAdminAction(actor, { action: 'company.hide', target: { type: 'company', id: 'c1', label: '=HYPERLINK("http://evil.example")' }, before: { hidden: false }, after: { hidden: true }, note: 'duplicate listing' }, new Date('2026-11-02T10:00:00Z'));
});

describe('GET /api/admin/audit', () => {
  it('lists newest first with who, what, before → after, when and IP; searches and filters', async () => {
    const all = await stack.request('GET', '/api/admin/audit', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items[0]).toMatchObject({ action: 'company.hide', actor: { email: 'admin@forge.test' }, ip: '198.51.100.7', before: { hidden: false }, after: { hidden: true }, note: 'duplicate listing' });
    const searched = await stack.request('GET', '/api/admin/audit?q=BUYER%40forge', { token: admin });
    expect(searched.body.items.map((r: { action: string }) => r.action)).toEqual(['user.role']);
    const filtered = await stack.request('GET', '/api/admin/audit?targetType=company&sort=at&dir=asc', { token: admin });
    expect(filtered.body.items.map((r: { target: { id: string } }) => r.target.id)).toEqual(['c1']);
  });

  it('refuses an unknown sort column with a message', async () => {
    const bad = await stack.request('GET', '/api/admin/audit?sort=password', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/cannot be sorted by "password"/);
  });

  it('exports CSV with formula injection neutralised', async () => {
    // A file, not a JSON answer: read it with fetch (the stack's request checks JSON bodies against the contract).
    const response = await fetch(`${stack.api.url}/api/admin/audit?format=csv`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/forge-audit-log\.csv/);
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('198.51.100.7');
  });

  it('is append-only: no route changes a record, and the model refuses updates and deletes', async () => {
    const [first] = (await stack.request('GET', '/api/admin/audit', { token: admin })).body.items;
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      expect((await stack.request(method, `/api/admin/audit/${first.id}`, { token: admin, body: method === 'DELETE' ? undefined : { note: 'x' } })).status).toBe(404);
    }
    await expect(AuditModel.updateOne({}, { $set: { note: 'changed' } })).rejects.toThrow(/append-only/);
    await expect(AuditModel.deleteMany({})).rejects.toThrow(/append-only/);
  });
});
