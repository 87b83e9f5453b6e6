#!/usr/bin/env node
// Development server for the package in the current directory: a remote runs standalone in its dev harness.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

const dir = process.cwd();
const { default: makeConfig } = await import(pathToFileURL(path.join(dir, 'webpack.config.mjs')).href);
const config = makeConfig({}, { mode: 'development' });
const server = new WebpackDevServer(config.devServer, webpack(config));
await server.start();
console.log(`Dev server for ${path.basename(dir)} at http://localhost:${config.devServer.port}`);
