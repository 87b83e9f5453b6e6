import { createConfig } from '@forge/shell-sdk/webpack';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_rfq',
      kind: 'remote',
      port: 3003,
      exposes: { './routes': './src/routes.ts' },
      title: 'Forge — mf-rfq (standalone)',
    },
    argv,
  );
