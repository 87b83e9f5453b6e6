import { compileRoutes, matchRoute } from './route-matcher';
import type { RouteDeclaration } from './contract';

const route = (path: string): RouteDeclaration => ({ path, page: path, guard: 'public' });
const table = compileRoutes([
  route('/us-:stateCode([a-zA-Z]{2})'),
  route('/us-:stateCode([a-zA-Z]{2})/counties'),
  route('/us-:stateCode([a-zA-Z]{2})/all-counties'),
  route('/us-:stateCode([a-zA-Z]{2})/:county([a-zA-Z-]+)'),
  route('/manufacturing/:slug'),
  route('/manufacturing/all'),
  route('/presentations/August-CDL'),
  route('/company/:id'),
  route('/company/:id/edit'),
  route('/'),
]);

describe('route matcher', () => {
  it('matches partial segments such as /us-{stateCode}', () => {
    expect(matchRoute(table, '/us-oh')).toMatchObject({ route: { path: '/us-:stateCode([a-zA-Z]{2})' }, params: { stateCode: 'oh' } });
  });
  it('prefers static segments over params', () => {
    expect(matchRoute(table, '/us-oh/counties')?.route.path).toBe('/us-:stateCode([a-zA-Z]{2})/counties');
    expect(matchRoute(table, '/manufacturing/all')?.route.path).toBe('/manufacturing/all');
    expect(matchRoute(table, '/manufacturing/cnc-machining')?.params).toEqual({ slug: 'cnc-machining' });
  });
  it('constrains counties to letters and hyphens', () => {
    expect(matchRoute(table, '/us-oh/cuyahoga')?.params).toEqual({ stateCode: 'oh', county: 'cuyahoga' });
    expect(matchRoute(table, '/us-oh/st-louis')?.params.county).toBe('st-louis');
    expect(matchRoute(table, '/us-oh/123')).toBeNull();
    expect(matchRoute(table, '/us-ohio')).toBeNull();
  });
  it('answers the presentation in lowercase too', () => {
    expect(matchRoute(table, '/presentations/august-cdl')?.route.path).toBe('/presentations/August-CDL');
  });
  it('decodes params and tolerates a trailing slash', () => {
    expect(matchRoute(table, '/company/a%20b/')?.params).toEqual({ id: 'a b' });
    expect(matchRoute(table, '/company/42/edit')?.route.path).toBe('/company/:id/edit');
  });
  it('returns null for unknown paths (the not-found page)', () => {
    expect(matchRoute(table, '/nope/nothing')).toBeNull();
  });
});
