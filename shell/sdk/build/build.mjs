#!/usr/bin/env node
// Production build of the package in the current directory (shell or a remote), via webpack's Node API.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const dir = process.cwd();
const { default: makeConfig, server: makeServerConfig } = await import(pathToFileURL(path.join(dir, 'webpack.config.mjs')).href);
const argv = { mode: process.env.BUILD_MODE === 'development' ? 'development' : 'production' };
// A remote that renders public pages on the server exports `server` too: its Node build goes to dist/server.
const config = makeServerConfig ? [makeConfig({}, argv), makeServerConfig({}, argv)] : makeConfig({}, argv);
const started = Date.now();
webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, all: false, errors: true, warnings: true, errorDetails: true });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  if (process.env.ANALYZE) {
    // Bytes per npm package per chunk, to see what a budget is spent on.
    const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true });
    const report = (json.chunks ?? json.children?.[0]?.chunks ?? []).map((chunk) => {
      const byPackage = {};
      const mods = (chunk.modules ?? []).flatMap((m) => (m.modules?.length ? m.modules : [m]));
      for (const m of mods) {
        const name = process.env.ANALYZE === 'deep' ? (m.name ?? '').replace(/^.*node_modules\//, '').split('/').slice(0, 6).join('/') : (m.name ?? '').match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? (m.name ?? '').split('/').slice(0, 3).join('/');
        byPackage[name] = (byPackage[name] ?? 0) + (m.size ?? 0);
      }
      const top = Object.entries(byPackage).sort((a, b) => b[1] - a[1]).slice(0, 8);
      return { files: chunk.files, size: chunk.size, top };
    });
    console.log(JSON.stringify(report.sort((a, b) => b.size - a.size).slice(0, 8), null, 1));
  }
  console.log(JSON.stringify({ event: 'built', package: path.basename(dir), ms: Date.now() - started }));
});
