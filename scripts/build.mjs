#!/usr/bin/env node
// `npm run build [package ...]`: incremental production builds of all (or the named) packages.
import { buildAll } from './lib/build.mjs';

const only = process.argv.slice(2);
const timings = buildAll(only.length ? { only } : {});
for (const t of timings) console.log(`${t.name.padEnd(16)} ${t.skipped ? 'up to date' : `${(t.ms / 1000).toFixed(1)} s`}`);
