// Route refs are checked (Backstage binds them the same way): every link builder in `paths` must land on a route
// that a remote declares in its routes.json, or on a page the shell serves itself. Renaming a page without
// updating `paths` then fails here instead of in the product.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileRoutes, matchRoute, paths, type RemoteRoutesFile, type RouteDeclaration } from '@forge/shell-sdk';
import { ACCOUNT_ROUTES } from '../account/routes';

const ROOT = path.join(__dirname, '../../..');
const REMOTES = ['mf-discovery', 'mf-bom', 'mf-rfq', 'mf-admin', 'mf-content'];
/** Pages the shell renders itself (AppRoutes.tsx), besides the account pages. */
const SHELL_PATHS = ['/login', '/forgot-password'];

function declaredRoutes(): RouteDeclaration[] {
  const remote = REMOTES.flatMap((name) => {
    const file = JSON.parse(readFileSync(path.join(ROOT, name, 'src/routes.json'), 'utf8')) as RemoteRoutesFile;
    return file.routes;
  });
  const shell = [...SHELL_PATHS, ...ACCOUNT_ROUTES.map((r) => r.path)].map((p): RouteDeclaration => ({ path: p, page: 'shell', guard: 'public' }));
  return [...remote, ...shell];
}

/** Calls each builder with plausible arguments (two-letter values fit every param pattern, e.g. a state code). */
function builtLinks(): [string, string][] {
  return Object.entries(paths).map(([name, build]) => {
    const args = Array.from({ length: build.length }, () => 'oh');
    const link = (build as (...a: string[]) => string)(...args);
    return [name, link.split('?')[0]!];
  });
}

describe('route refs (paths.*) match declared routes', () => {
  const compiled = compileRoutes(declaredRoutes());

  it.each(builtLinks())('paths.%s → %s is declared', (_name, link) => {
    expect(matchRoute(compiled, link)).not.toBeNull();
  });

  it('would catch a link to a page nobody declares', () => {
    expect(matchRoute(compiled, '/no-such-page/oh')).toBeNull();
  });
});
