import { createConfig } from '@forge/shell-sdk/webpack';

export default (_env, argv) =>
  createConfig({ dir: import.meta.dirname, name: 'forge_shell', kind: 'host', port: 8080, title: 'Forge' }, argv);
