import type { Express } from 'express';

/** One route an Express app answers: method and path as an OpenAPI template (`/api/rfqs/{id}`). */
export interface MountedRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  rawPath?: string | string[];
  handle?: { stack?: Layer[] };
}

const asTemplate = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/+$/, '') || '/';

function walk(stack: Layer[], prefix: string, out: MountedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method, path: asTemplate(prefix + path) });
        }
      }
    } else if (layer.handle?.stack) {
      // A mounted router: its routes sit under the path it is mounted at ('/' when mounted without one).
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, prefix + mount, out);
    }
  }
}

/** Every method and path the app's routers declare (Express 5's router stack), in mount order, without repeats. */
export function mountedRoutes(app: Express): MountedRoute[] {
  const out: MountedRoute[] = [];
  const router = (app as unknown as { router?: { stack: Layer[] } }).router;
  walk(router?.stack ?? [], '', out);
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
