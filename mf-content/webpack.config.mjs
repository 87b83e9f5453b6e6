import { createConfig } from '@forge/shell-sdk/webpack';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_content',
      kind: 'remote',
      port: 3005,
      exposes: { './routes': './src/routes.ts' },
      title: 'Forge — mf-content (standalone)',
    },
    argv,
  );
