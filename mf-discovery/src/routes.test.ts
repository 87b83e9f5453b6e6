import { compileRoutes, matchRoute } from '@forge/shell-sdk';
import routes from './routes';

describe('mf-discovery routes', () => {
  const table = compileRoutes(routes.routes);

  it('has a page loader for every declared route', () => {
    for (const route of routes.routes) expect(routes.pages[route.page]).toBeDefined();
  });

  it.each([
    ['/us-pa', 'state', { stateCode: 'pa' }],
    ['/us-PA/counties', 'stateCounties', { stateCode: 'PA' }],
    ['/us-pa/all-counties', 'stateAllCounties', { stateCode: 'pa' }],
    ['/us-pa/allegheny', 'county', { stateCode: 'pa', county: 'allegheny' }],
    ['/us-va/prince-william', 'county', { stateCode: 'va', county: 'prince-william' }],
    ['/directory/pennsylvania', 'directoryState', { state: 'pennsylvania' }],
    ['/directory/pennsylvania/all', 'directoryStateAll', { state: 'pennsylvania' }],
    [
      '/directory/pennsylvania/cnc-machining',
      'directoryCapability',
      { state: 'pennsylvania', capability: 'cnc-machining' },
    ],
    ['/manufacturing/all', 'capabilities', {}],
    ['/manufacturing/cnc-machining', 'capability', { slug: 'cnc-machining' }],
    ['/certifications/iso-9001', 'certification', { slug: 'iso-9001' }],
  ])('%s → %s', (path, page, params) => {
    const match = matchRoute(table, path);
    expect(match?.route.page).toBe(page);
    expect(match?.params).toEqual(params);
  });

  it('does not take county paths with digits or states with three letters', () => {
    expect(matchRoute(table, '/us-pa/county1')).toBeNull();
    expect(matchRoute(table, '/us-pen')).toBeNull();
  });
});
