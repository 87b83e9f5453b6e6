// One webpack 5 + Module Federation config for the shell and every remote, so they share the same rules.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
/** react-router 7 resolves to its development build unless pointed here. */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const ROUTER_KIT = path.join(import.meta.dirname, '../src/router-kit.ts');
const ZOD_KIT = path.join(import.meta.dirname, '../src/zod-kit.ts');
/** The contract package (symlinks resolved): a remote bundles the modules of it that it imports. */
const CONTRACT_DIR = path.join(import.meta.dirname, '../../../services/contract') + path.sep;
/** The contract parts only signed-in pages read, each a shared singleton of its own (see src/index.ts). */
const SIGNED_IN_CONTRACT_PARTS = ['account', 'buying', 'admin'];
const EXACT_SHARE_PLUGIN = path.join(import.meta.dirname, '../src/exact-share-plugin.ts');

function versionOf(pkg) {
  return require(`${pkg}/package.json`).version;
}

/** One build id per build run: a remote's browser and Node builds must name the same build (hydration compares them). */
const BUILD_STAMP = Date.now().toString(36);
const buildIdOf = (pkg) => process.env.FORGE_BUILD_ID ?? `${pkg.version}+${BUILD_STAMP}`;

/**
 * Singletons with strict versions: one React, one router, one query cache, one contract package.
 * `hostOnly`: take the contract package and its widgets from the host, never from a fallback copy. With equal
 * versions the runtime may otherwise pick a remote's copy, which carries its own Chakra context.
 */
export function sharedSingletons({ hostOnly = false } = {}) {
  const strict = (pkg, from = pkg) => ({ singleton: true, strictVersion: true, requiredVersion: versionOf(from) });
  return {
    react: strict('react'),
    'react/jsx-runtime': strict('react/jsx-runtime', 'react'),
    'react-dom': strict('react-dom'),
    'react-dom/client': strict('react-dom/client', 'react-dom'),
    // Provided as the trimmed router kit (same components and contexts): a shared module is not tree-shaken.
    'react-router-dom': { ...strict('react-router-dom'), import: ROUTER_KIT, version: versionOf('react-router-dom') },
    '@emotion/react': strict('@emotion/react'),
    zustand: strict('zustand'),
    '@tanstack/react-query': strict('@tanstack/react-query'),
    // Chakra reaches remotes only through the contract package's UI kit, so only what the product uses ships.
    '@forge/shell-sdk': { singleton: true, strictVersion: true, requiredVersion: '0.1.0', ...(hostOnly ? { import: false } : {}) },
    '@forge/shell-sdk/widgets': { singleton: true, strictVersion: true, requiredVersion: '0.1.0', ...(hostOnly ? { import: false } : {}) },
    // react-hook-form and its zod resolver, once for every form (the profile form in the shell, the remotes' forms).
    '@forge/shell-sdk/forms': { singleton: true, strictVersion: true, requiredVersion: '0.1.0', ...(hostOnly ? { import: false } : {}) },
    // The zod builders (src/zod-kit.ts): a production remote's `zod` resolves to them, not to a copy of its own.
    // Named by path, so the host provides them though nothing in the host imports them.
    '@forge/shell-sdk/zod-kit': { singleton: true, strictVersion: true, requiredVersion: '0.1.0', version: '0.1.0', import: hostOnly ? false : ZOD_KIT },
    // Named by path too: the host provides the admin part though nothing in the host imports it.
    ...Object.fromEntries(
      SIGNED_IN_CONTRACT_PARTS.map((part) => [
        `@forge/shell-sdk/${part}-contract`,
        { singleton: true, strictVersion: true, requiredVersion: '0.1.0', version: '0.1.0', import: hostOnly ? false : path.join(import.meta.dirname, `../src/contract-values/${part}.ts`) },
      ]),
    ),
  };
}

/**
 * Adds files beside the bundles: `files()` answers [name, content] pairs at each build; `inputs` are files whose
 * change starts a rebuild in watch mode.
 */
class EmitFilesPlugin {
  constructor(name, files, inputs = []) {
    Object.assign(this, { name, files, inputs });
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      for (const input of this.inputs) compilation.fileDependencies.add(input);
      compilation.hooks.processAssets.tap({ name: this.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, content] of this.files()) compilation.emitAsset(name, new sources.RawSource(content));
      });
    });
  }
}

/** The remote's route declarations as `routes.json` beside its manifest, for the shell's route table. */
const emitRoutes = (file) => new EmitFilesPlugin('EmitRoutesPlugin', () => [['routes.json', readFileSync(file, 'utf8')]], [file]);

/**
 * Brotli (best quality: it is paid once, at build) and gzip copies of the browser build's text files, which the
 * static servers send as they are (serve-static.mjs) instead of compressing each request on the fly.
 * FORGE_FAST_COMPRESSION=1 (test builds, scripts/test.mjs) writes the same files at a quick quality.
 */
const precompressed = () => {
  const test = /\.(js|css|html|json|svg)$/;
  const fast = process.env.FORGE_FAST_COMPRESSION === '1';
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9, compressionOptions: { level: fast ? 1 : 9 } }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 1024,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 4 : zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
};

/** `public/*` (except the HTML template) copied into the build, e.g. the silent SSO page. */
const emitPublicFiles = (dir) =>
  new EmitFilesPlugin('EmitPublicFilesPlugin', () =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file !== 'index.html')
          .map((file) => [file, readFileSync(path.join(dir, file))])
      : [],
  );

/** TypeScript and JSX through SWC (both builds). */
function swcRule(production) {
  return {
    test: /\.[mc]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * @param {{ dir: string, name: string, kind: 'host' | 'remote', port: number, exposes?: Record<string,string>,
 *           title?: string }} options
 */
export function createConfig({ dir, name, kind, port, exposes = {}, title = 'Forge' }, argv = { mode: 'production' }) {
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const htmlTemplate = path.join(dir, 'public', 'index.html');
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // The host serves every client route from one index.html, so its scripts need absolute URLs;
      // remotes resolve chunks relative to their manifest.
      publicPath: kind === 'host' ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: name,
      // dist/server holds the remote's Node build (createServerConfig), built beside this one.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router 7 resolves to its development build unless told otherwise (66 KB gzipped vs far less).
      alias: production
        ? {
            'react-router$': path.join(REACT_ROUTER_PRODUCTION, 'index.mjs'),
            'react-router/dom$': path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        swcRule(production),
        // A feature's index.ts only re-exports its public surface: marked free of side effects so webpack links each
        // import to the module that defines it, and a page's chunk carries only what it uses of a feature.
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?|mp3)$/i, type: 'asset/resource' },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: path.join(import.meta.dirname, 'chakra-lazy-global-loader.cjs'),
        },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        // SWC minifies in a fraction of terser's time on two cores.
        new (require('terser-webpack-plugin'))({ minify: require('terser-webpack-plugin').swcMinify, extractComments: false }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: kind === 'remote' ? exposes : undefined,
        remotes: {},
        // Production remotes run inside the shell only; the standalone dev harness (development) keeps fallbacks.
        shared: sharedSingletons({ hostOnly: kind === 'remote' && production }),
        // Take shared modules from what is already loaded (the host provides every singleton). The default,
        // 'version-first', loads every remote's entry before the first shared load, so one remote that is down
        // made the host's own lazy chunks fail and blanked the whole app.
        shareStrategy: 'loaded-first',
        // Exact singleton versions are taken without the runtime's semver parser (see the plugin).
        runtimePlugins: [EXACT_SHARE_PLUGIN],
        manifest: true,
        dts: false,
        dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
      }),
      // A production remote's own `import { z } from 'zod'`, and that of the contract modules it bundles, takes the
      // host's shared zod kit instead of bundling zod again. The request is rewritten before resolution, so the federation plugin sees the shared module's name.
      ...(kind === 'remote' && production
        ? [
            new (require('webpack').NormalModuleReplacementPlugin)(/^zod$/, (resource) => {
              const issuer = resource.contextInfo?.issuer ?? '';
              if (issuer.startsWith(path.join(dir, 'src')) || issuer.startsWith(CONTRACT_DIR)) resource.request = '@forge/shell-sdk/zod-kit';
            }),
          ]
        : []),
      emitPublicFiles(path.join(dir, 'public')),
      // Which build of a section is running, so a redeploy can be seen (and tested) without guessing.
      new (require('webpack').DefinePlugin)({
        __FORGE_BUILD_ID__: JSON.stringify(buildIdOf(pkg)),
      }),
      ...(kind === 'remote' ? [emitRoutes(path.join(dir, 'src', 'routes.json'))] : []),
      ...(production ? precompressed() : []),
      new HtmlWebpackPlugin({
        template: existsSync(htmlTemplate) ? htmlTemplate : path.join(import.meta.dirname, 'index.html'),
        title,
        // The host's template places its own scripts (it starts the app after the first paint); others get `defer`.
        inject: kind === 'host' ? false : 'body',
        scriptLoading: 'defer',
        templateParameters: { title, appName: pkg.name },
      }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's Node build (target async-node) beside its browser build, in dist/server: a federated container the
 * shell server loads at run time from the remote's URL with @module-federation/node, so a remote redeployed alone
 * changes the server HTML too. One chunk. The singletons (React, the router, the query cache, emotion, the contract
 * package) come from the shell server only (`import: false`), so a remote's page renders inside the shell's React
 * tree on the server exactly as it does in the browser.
 */
export function createServerConfig({ dir, name, exposes }, argv = { mode: 'production' }) {
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const { ModuleFederationPlugin: NodeContainerPlugin } = require('@module-federation/enhanced/webpack');
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: {},
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(dir, 'dist', 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule(production),
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new NodeContainerPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        exposes,
        // The server renderer too: a bundled copy would have to match the host's React build (production or not).
        shared: Object.fromEntries(
          Object.entries({ ...sharedSingletons(), 'react-dom/server': { singleton: true, strictVersion: true, requiredVersion: versionOf('react-dom') } }).map(([key, config]) => [key, { ...config, import: false }]),
        ),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      // One file: the shell server fetches remoteEntry.js and needs no further chunks.
      new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
      new (require('webpack').DefinePlugin)({
        __FORGE_BUILD_ID__: JSON.stringify(buildIdOf(pkg)),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * The shell's Node build (dist/server/render.cjs): the real shell frame and route table rendered with React's
 * streaming renderer, for the shell server (`shell/server/ssr`). Packages from node_modules stay external (Node
 * loads them; the shell server hands the same module objects to the remotes as their shared singletons); the
 * workspace's own TypeScript (the shell, the contract package) is bundled.
 */
export function createShellServerConfig({ dir }, argv = { mode: 'production' }) {
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { render: './src/server/render.tsx' },
    devtool: false,
    target: 'node20',
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    // A bare package name stays a require() at run time, except the workspace's TypeScript packages. react-router
    // (and react-router-dom, which only re-exports it) would resolve to its development build: its production one
    // instead, one instance for both names.
    externals: [
      ({ request }, callback) => {
        if (production && (request === 'react-router' || request === 'react-router-dom')) return callback(null, `commonjs ${path.join(REACT_ROUTER_PRODUCTION, 'index.js')}`);
        return /^(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request) && !request.startsWith('@forge/') ? callback(null, `commonjs ${request}`) : callback();
      },
    ],
    module: { rules: [swcRule(production)] },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
      new (require('webpack').DefinePlugin)({
        __FORGE_BUILD_ID__: JSON.stringify(buildIdOf(pkg)),
        // The versions the shell server provides its singletons under (the remotes require them strictly).
        __FORGE_SHARED_VERSIONS__: JSON.stringify(
          Object.fromEntries(['react', 'react-dom', 'react-router-dom', '@emotion/react', 'zustand', '@tanstack/react-query'].map((p) => [p, versionOf(p)])),
        ),
      }),
    ],
    stats: 'errors-warnings',
  };
}
