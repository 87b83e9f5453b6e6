// The API contract on the running API: the OpenAPI document is generated from @forge/contract, /api/docs is a
// local Swagger UI, and answers are checked against their schemas (the harness's request() throws on drift).
import { ProfileSchema } from '@forge/contract';
import { startTestStack, type TestStack } from '../support/stack.js';

describe('API contract (real store, real identity provider)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('serves the generated OpenAPI document with the JSON Schemas of the contract', async () => {
    const doc = await stack.request('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const me = doc.body.paths['/api/me'];
    expect(me.get.responses['200'].content['application/json'].schema.required).toEqual(expect.arrayContaining(['uid', 'role', 'supplierCompanyId']));
    expect(me.patch.requestBody.content['application/json'].schema.properties.phone).toBeDefined();
    expect(doc.body.components.schemas.Error.properties.error).toBeDefined();
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
