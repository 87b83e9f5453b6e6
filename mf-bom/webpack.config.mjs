import { createConfig } from '@forge/shell-sdk/webpack';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_bom',
      kind: 'remote',
      port: 3002,
      exposes: { './routes': './src/routes.ts' },
      title: 'Forge — mf-bom (standalone)',
    },
    argv,
  );
