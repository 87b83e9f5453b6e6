import { createConfig, createServerConfig } from '@forge/shell-sdk/webpack';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_discovery',
      kind: 'remote',
      port: 3001,
      exposes: { './routes': './src/routes.ts' },
      title: 'Forge — mf-discovery (standalone)',
    },
    argv,
  );

/**
 * The Node build the shell server loads to render discovery's public pages (dist/server/remoteEntry.js): `./ssr`
 * gives each page's status and head tags, `./routes` the same pages the browser renders, for hydration.
 */
export const server = (_env, argv) =>
  createServerConfig({ dir: import.meta.dirname, name: 'mf_discovery', exposes: { './ssr': './src/server/ssr.tsx', './routes': './src/routes.ts' } }, argv);
