// The build's patch to Chakra (build/chakra-lazy-global-loader.cjs) applied to the installed Chakra: the patched
// createSystem builds `_global` on first read, and builds the same CSS as the original.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const lazyGlobal = require('../build/chakra-lazy-global-loader.cjs') as (source: string) => string;
const systemJs = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js');

describe('chakra-lazy-global-loader', () => {
  it('turns the eager _global into a getter that builds it once', () => {
    const patched = lazyGlobal(readFileSync(systemJs, 'utf8'));
    expect(patched).not.toContain('const _global = [');
    expect(patched).toContain('get _global()');
    expect(patched).toContain('return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];');
  });

  it('fails the build when Chakra changes shape instead of shipping unstyled pages', () => {
    expect(() => lazyGlobal('export function createSystem() {}')).toThrow(/changed; update the loader/);
  });

  it('builds the same global CSS as the original, on first read', async () => {
    // A copy of Chakra's styled-system folder with the patched system.js, imported as ES modules.
    // Inside the workspace, so that Chakra's own imports resolve from node_modules.
    const dir = mkdtempSync(path.join(__dirname, '..', '.chakra-lazy-global-'));
    try {
      const esm = path.dirname(path.dirname(systemJs));
      cpSync(esm, dir, { recursive: true });
      writeFileSync(path.join(dir, 'styled-system/system.js'), lazyGlobal(readFileSync(systemJs, 'utf8')));
      writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
      // In a Node process of its own: jest's module system does not load ES modules.
      const script = `
        const patched = await import(${JSON.stringify(`file://${path.join(dir, 'styled-system/system.js')}`)});
        const original = await import(${JSON.stringify(`file://${systemJs}`)});
        const config = { theme: { tokens: { colors: { brand: { 500: { value: '#f60' } } } } }, globalCss: { body: { color: 'brand.500' } } };
        const lazy = patched.createSystem(config);
        const getter = typeof Object.getOwnPropertyDescriptor(lazy, '_global')?.get === 'function';
        const same = JSON.stringify(lazy._global) === JSON.stringify(original.createSystem(config)._global);
        console.log(JSON.stringify({ getter, same, once: lazy._global === lazy._global, brandToken: JSON.stringify(lazy._global).includes('--chakra-colors-brand-500') }));`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ getter: true, same: true, once: true, brandToken: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
