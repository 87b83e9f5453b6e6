/** Issue 41: upload names keep their UTF-8, lose control and bidi characters, and every download header is safe. */
import mongoose from 'mongoose';
import { createRfq } from '../support/rfqs.js';
import { useTestStack, viaShellFrom, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;
let buyer: string;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CSV = 'Part Number,Description,Quantity\nBRK-100,Bracket,10\n';

useTestStack({ redis: true }, async (started) => {
  stack = started;
  [admin, buyer] = await Promise.all([stack.tokenFor('admin'), stack.tokenFor('buyer')]);
});

/** A multipart body whose part header is written by hand, as browsers and other clients send it. */
async function postRaw(path: string, dispositionParams: string, content: Buffer, headers: Record<string, string>) {
  const boundary = '----forgeNames';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${dispositionParams}\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8'),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${stack.api.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
  return { status: response.status, body: (await response.json()) as any };
}

it('stores an RFQ drawing name as UTF-8 without the right-to-left override, and decodes filename*', async () => {
  const rfq = await createRfq(stack, buyer, { title: 'File names' });
  const auth = { authorization: `Bearer ${buyer}` };
  const raw = await postRaw(`/api/rfqs/${rfq.id}/files`, 'filename="Gehäuse-invoice\u202Efdp.pdf"', PDF, auth);
  expect(raw.status).toBe(201);
  expect(raw.body.file.name).toBe('Gehäuse-invoicefdp.pdf');
  const extended = await postRaw(`/api/rfqs/${rfq.id}/files`, `filename="x.pdf"; filename*=UTF-8''Zeichnung%20%C3%BC%E2%80%AE.pdf`, PDF, auth);
  expect(extended.status).toBe(201);
  expect(extended.body.file.name).toBe('Zeichnung ü.pdf');
});

it('serves the admin a waitlist BOM with a non-ASCII or control-character name (no 500)', async () => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ email: 'names@example.com', company: 'Names Inc', role: 'buyer', source: 'Search', description: 'Names.' })) form.append(key, value);
  form.append('file', new Blob([CSV], { type: 'text/csv' }), 'Stückliste\u202Evsc.csv');
  const signup = await fetch(`${stack.api.url}/api/waitlist`, { method: 'POST', body: form, headers: viaShellFrom('203.0.113.77') });
  expect(signup.status).toBe(201);
  const { entry } = (await signup.json()) as { entry: { id: string; file: { name: string } } };
  expect(entry.file.name).toBe('Stücklistevsc.csv');

  const first = await fetch(`${stack.api.url}/api/admin/waitlist/${entry.id}/file`, { headers: { authorization: `Bearer ${admin}` } });
  expect(first.status).toBe(200);
  expect(first.headers.get('content-disposition')).toContain("filename*=UTF-8''St%C3%BCcklistevsc.csv");
  expect(first.headers.get('content-type')).toMatch(/^text\/csv/);

  // An entry stored before the fix, with CR/LF and a bidi override in its name.
  await mongoose.connection.db!.collection('waitlist').updateOne({ _id: new mongoose.Types.ObjectId(entry.id) }, { $set: { 'file.name': 'old\r\nname\u202E.csv' } });
  const legacy = await fetch(`${stack.api.url}/api/admin/waitlist/${entry.id}/file`, { headers: { authorization: `Bearer ${admin}` } });
  expect(legacy.status).toBe(200);
  expect(legacy.headers.get('content-disposition')).toBe('attachment; filename=oldname.csv');
  expect(await legacy.text()).toBe(CSV);
});
