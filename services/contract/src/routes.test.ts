import { contractOpenApiPaths } from './openapi.js';
import { fillPath } from './route-types.js';
import { API_ROUTES, contractProblems, findApiRoute } from './routes.js';
import { BOM_API } from './core-routes.js';

const profile = {
  uid: 'u1', email: 'sam@forge.test', role: 'buyer', firstName: '', lastName: '', displayName: '', company: '', jobTitle: '',
  phone: '', photoURL: '', sourcingInterests: [], supplierCompanyId: '', deliveryZip: '', admin: false, shareCorrections: false, createdAt: 'x', lastSignInAt: 'x',
};

describe('the contract test', () => {
  it('finds operations by method and path', () => {
    expect(findApiRoute('GET', '/api/me?x=1')?.summary).toMatch(/profile/);
    expect(findApiRoute('DELETE', '/api/me')).toBeUndefined();
  });

  it('passes a conforming answer and reports drift', () => {
    expect(contractProblems('GET', '/api/me', 200, profile)).toEqual([]);
    expect(contractProblems('GET', '/api/me', 200, { ...profile, role: 'owner' })[0]).toMatch(/role/);
    expect(contractProblems('GET', '/api/anything', 404, { error: { status: 'not-found', message: 'No.' } })).toEqual([]);
    expect(contractProblems('GET', '/api/anything', 400, { message: 'raw' }).length).toBeGreaterThan(0);
  });

  it('generates OpenAPI operations with JSON Schemas from zod', () => {
    const me = contractOpenApiPaths()['/api/me'];
    expect(me?.patch?.requestBody).toBeDefined();
    expect(JSON.stringify(me?.get)).toContain('"supplierCompanyId"');
  });

  it('names every operation once, as <group>.<operation>', () => {
    const ids = API_ROUTES.map((route) => route.id);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(BOM_API.process).toMatchObject({ id: 'bom.process', method: 'post', tags: ['bom'] });
  });

  it('fills a path template from an entry', () => {
    expect(fillPath(BOM_API.process.path, { id: 'a b/c' })).toBe('/api/bom/uploads/a%20b%2Fc/process');
    expect(() => fillPath(BOM_API.process.path, {})).toThrow(/"id"/);
  });
});
