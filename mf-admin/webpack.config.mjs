import { createConfig } from '@forge/shell-sdk/webpack';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_admin',
      kind: 'remote',
      port: 3004,
      exposes: { './routes': './src/routes.ts' },
      title: 'Forge — mf-admin (standalone)',
    },
    argv,
  );
