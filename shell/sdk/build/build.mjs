#!/usr/bin/env node
// Production build of the package in the current directory (shell or a remote), via webpack's Node API.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const dir = process.cwd();
const { default: makeConfig } = await import(pathToFileURL(path.join(dir, 'webpack.config.mjs')).href);
const config = makeConfig({}, { mode: process.env.BUILD_MODE === 'development' ? 'development' : 'production' });
const started = Date.now();
webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, all: false, errors: true, warnings: true, errorDetails: true });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log(JSON.stringify({ event: 'built', package: path.basename(dir), ms: Date.now() - started }));
});
