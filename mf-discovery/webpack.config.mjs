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

/** The Node build the shell server loads to render discovery's public pages (dist/server/remoteEntry.js). */
export const server = (_env, argv) =>
  createServerConfig({ dir: import.meta.dirname, name: 'mf_discovery', exposes: { './ssr': './src/server/ssr.tsx' } }, argv);
