import { createConfig, createShellServerConfig } from '@forge/shell-sdk/webpack';

export default (_env, argv) =>
  createConfig({ dir: import.meta.dirname, name: 'forge_shell', kind: 'host', port: 8080, title: 'Forge' }, argv);

/** The Node build the shell server renders public pages with (dist/server/render.cjs). */
export const server = (_env, argv) => createShellServerConfig({ dir: import.meta.dirname }, argv);
