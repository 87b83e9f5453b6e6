// The shell's Node build (dist/server/render.cjs, built from shell/src/server/render.tsx): renders a public route with
// the real app for hydration, and provides the shared singletons the remotes' Node builds run with. Null when the
// build is missing or broken: public pages then keep their simplified server markup and the browser renders the app.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';

export function loadShellRender(distDir, nodeEnv, log = () => undefined) {
  const file = path.join(distDir, 'server', 'render.cjs');
  if (!existsSync(file)) {
    log({ event: 'shell-render-missing', file });
    return null;
  }
  try {
    // React's CommonJS entry picks its build from NODE_ENV when first required.
    process.env.NODE_ENV = nodeEnv;
    const module = createRequire(import.meta.url)(file);
    if (typeof module.renderApp !== 'function' || typeof module.sharedModules !== 'function') throw new Error('renderApp or sharedModules missing');
    return module;
  } catch (error) {
    log({ event: 'shell-render-failed', file, error: error.message });
    return null;
  }
}
