// The API contract on the running API: the OpenAPI document is generated from @forge/contract, /api/docs is a
// local Swagger UI, and answers are checked against their schemas (the harness's request() throws on drift).
import { API_ROUTES, ProfileSchema } from '@forge/contract';
import { useTestStack, type TestStack } from '../support/stack.js';

describe('API contract (real store, real identity provider)', () => {
  let stack: TestStack;
  useTestStack({}, (started) => {
    stack = started;
  });

  it('serves the generated OpenAPI document with the JSON Schemas of the contract', async () => {
    const doc = await stack.request('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const me = doc.body.paths['/api/me'];
    expect(me.get.responses['200'].content['application/json'].schema.required).toEqual(expect.arrayContaining(['uid', 'role', 'supplierCompanyId']));
    expect(me.patch.requestBody.content['application/json'].schema.properties.phone).toBeDefined();
    expect(doc.body.components.schemas.Error.properties.error).toBeDefined();
  });

  it('has a contract entry for every route the app mounts, and mounts every route the contract lists', () => {
    // Parameter names may differ ({id} in the contract, :uid in a router): compare the shapes of the templates.
    const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
    const contract = new Set(API_ROUTES.map((r) => key(r.method, r.path)));
    const mounted = new Set(stack.api.routes.map((r) => key(r.method, r.path)));
    expect(mounted.size).toBeGreaterThan(100);
    const undocumented = [...mounted].filter((k) => !contract.has(k));
    const stale = [...contract].filter((k) => !mounted.has(k));
    // An undocumented route: add it to an *_API_ROUTES list in services/contract/src (with its response schema).
    expect({ undocumented, stale }).toEqual({ undocumented: [], stale: [] });
  });

  it('documents every mounted operation in the generated OpenAPI document, from the contract', async () => {
    const doc = await stack.request('GET', '/api/openapi.json');
    const search = doc.body.paths['/api/suppliers/search'].get;
    expect(search.responses['200'].content['application/json'].schema.required).toEqual(expect.arrayContaining(['hits', 'facets', 'interpretation']));
    expect(doc.body.paths['/api/rfqs'].post.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['title', 'dueDate', 'lines']));
    expect(doc.body.paths['/api/waitlist'].post.requestBody.content['multipart/form-data']).toBeDefined();
    const documented = new Set(
      Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`)),
    );
    const missing = stack.api.routes.filter((r) => !documented.has(`${r.method} ${r.path.replace(/\{[^}]+\}/g, '{}')}`));
    expect(missing).toEqual([]);
  });

  it('serves Swagger UI from this server, not a CDN', async () => {
    const page = await fetch(`${stack.api.url}/api/docs`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${stack.api.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });

  it('answers /api/me and PATCH /api/me as the contract says, with field-level errors', async () => {
    const token = await stack.tokenFor('buyer');
    await stack.request('POST', '/api/me/sign-in', { token });
    const me = await stack.request('GET', '/api/me', { token });
    expect(ProfileSchema.parse(me.body).email).toBeTruthy();
    const bad = await stack.request('PATCH', '/api/me', { token, body: { phone: 'call me maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.status).toBe('invalid-argument');
  });
});
