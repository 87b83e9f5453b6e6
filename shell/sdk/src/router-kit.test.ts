import * as routerKit from './router-kit';
import * as reactRouter from 'react-router';
import ROUTER_KIT_EXPORTS from './router-kit-names.json';

describe('router kit (the shared react-router-dom)', () => {
  it('exports exactly the names lint allows', () => {
    expect(Object.keys(routerKit).sort()).toEqual([...ROUTER_KIT_EXPORTS].sort());
  });

  it('gives the very same components and hooks as react-router, so contexts are shared', () => {
    for (const name of Object.keys(routerKit) as (keyof typeof routerKit)[]) {
      expect(routerKit[name]).toBe(reactRouter[name]);
    }
  });
});
