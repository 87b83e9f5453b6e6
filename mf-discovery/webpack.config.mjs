import { createConfig } from '@forge/shell-sdk/webpack';

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
