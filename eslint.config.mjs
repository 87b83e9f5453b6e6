// Lint for the whole repo. Besides code rules it enforces the architecture's boundaries:
// a remote never imports another remote (nor Chakra directly: UI comes through the shell SDK's kit), and
// services never import front-end code.
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import ROUTER_KIT_EXPORTS from './shell/sdk/src/router-kit-names.json' with { type: 'json' };

const REMOTES = ['mf-discovery', 'mf-bom', 'mf-rfq', 'mf-admin', 'mf-content'];

/**
 * Zones inside each remote (bulletproof-react's): routes import pages, pages import features, a feature imports
 * another feature only through that feature's index.ts (its public surface), and shared code (lib, components)
 * imports no feature; nothing but the routes and the server build imports a page.
 */
const featureZones = {
  meta: { type: 'problem', docs: { description: 'Feature boundaries inside a remote' }, schema: [] },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = /^(.*\/mf-[^/]+\/src)\/(.+)$/.exec(file);
    if (!match) return {};
    const [, src, rel] = match;
    const areaOf = (relPath) => {
      const parts = relPath.split('/');
      if (parts[0] === 'features' && parts.length > 1) return { kind: 'feature', name: parts[1], inner: parts.slice(2).join('/') };
      return { kind: parts.length > 1 ? parts[0] : 'root' };
    };
    const from = areaOf(rel);
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (!target.startsWith(`${src}/`)) return;
      const to = areaOf(target.slice(src.length + 1));
      if (to.kind === 'feature' && !(from.kind === 'feature' && from.name === to.name) && to.inner !== '' && to.inner !== 'index') {
        context.report({ node, message: `Import features/${to.name} through its index.ts, not '${spec}' (no deep imports into another feature).` });
      }
      if (to.kind === 'pages' && ['feature', 'lib', 'components'].includes(from.kind)) {
        context.report({ node, message: 'Pages are imported by the routes only; features and shared code never import a page.' });
      }
      if (to.kind === 'feature' && ['lib', 'components'].includes(from.kind)) {
        context.report({ node, message: 'Shared code (lib, components) imports no feature; move what both need into lib or components.' });
      }
    };
    const fromSource = (node) => check(node, node.source?.value);
    return { ImportDeclaration: fromSource, ExportNamedDeclaration: fromSource, ExportAllDeclaration: fromSource, ImportExpression: fromSource };
  },
};

// The host provides a trimmed react-router-dom (shell/sdk/src/router-kit.ts): only its names may be imported.
const routerKitPaths = [
  {
    name: 'react-router-dom',
    allowImportNames: ROUTER_KIT_EXPORTS,
    message: 'The shared router provides only the names in shell/sdk/src/router-kit-names.json; add new ones there and in the kit.',
  },
  { name: 'react-router', message: "Import from 'react-router-dom' (the shared singleton); 'react-router' would be a second copy." },
];

const remoteBoundaries = REMOTES.map((remote) => ({
  files: [`${remote}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: routerKitPaths,
        patterns: [
          {
            group: REMOTES.filter((r) => r !== remote).flatMap((r) => [`**/${r}/**`, `@forge/${r}`, `@forge/${r}/**`]),
            message: 'A remote never imports another remote: link to it with route refs (paths) from @forge/shell-sdk.',
          },
          { group: ['**/shell/src/**', '@forge/shell'], message: 'Remotes use the shell only through @forge/shell-sdk.' },
          { group: ['@chakra-ui/react', '@chakra-ui/react/**'], message: 'Import UI from @forge/shell-sdk (the shared UI kit).' },
          {
            group: ['react-hook-form', '@hookform/**'],
            message: 'Import forms (useForm, zodResolver, setServerFieldErrors) from @forge/shell-sdk/forms, the shared singleton.',
          },
          {
            group: ['@forge/contract', '@forge/contract/**', '**/services/**', '@forge/services', '@forge/services/**'],
            message: 'Remotes get the API contract (schemas, enums, slugify) through @forge/shell-sdk, which re-exports @forge/contract.',
          },
        ],
      },
    ],
  },
}));

/** Issue 36: what a literal API path is told to use instead. */
const API_PATH_MESSAGE = 'Call the API by its contract entry (call/useApi/apiPath with e.g. CONTENT_API.listNews from @forge/shell-sdk/api-contract), not a literal /api/ path.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/coverage/**', '.data/**', '**/playwright-report/**',
      '**/test-results/**',
      // mongoose's test files and MongoDB's CRUD spec tests, vendored unchanged for the store's conformance run.
      'services/mongo-embedded/conformance/vendor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', '**/bench/**/*.ts', '**/eval/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['shell/sdk/src/router-kit.ts', 'shell/sdk/src/router-kit.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: routerKitPaths }] },
  },
  ...remoteBoundaries,
  {
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', '**/src/test/**'],
    plugins: { forge: { rules: { 'feature-zones': featureZones } } },
    rules: { 'forge/feature-zones': 'error' },
  },
  {
    files: ['services/**/*.{ts,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/**', '@chakra-ui/**', '@forge/shell-sdk', '**/shell/**', '**/mf-*/**'],
              message: 'Services never import front-end code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Domains own their data: a collection is read by name only in its domain's model (no `db.collection('x')`);
    // other domains use the owner's narrow queries (`<domain>/queries.ts`).
    files: ['services/src/**/*.ts'],
    ignores: ['services/src/domains/*/model.ts', 'services/src/domains/*/model/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='collection']",
          message: "Read another domain's data through its service's query, not its collection by name (only a domain's model may call .collection()).",
        },
      ],
    },
  },
  {
    // No import cycles in the services: a domain reaches another through its service or queries.ts, compositions
    // sit above the domains, and nothing below imports upward (type-only imports are not cycles at run time).
    files: ['services/src/**/*.ts', 'services/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'services/tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The same inside the shell, the SDK and each remote.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['shell/tsconfig.json', 'shell/sdk/tsconfig.json', 'mf-*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Issue 36: an API path comes from its contract entry (call, useApi, apiPath, readForPage), never a literal
    // `/api/...`. On for the packages converted so far; docs/architecture.md lists the others as the target.
    files: ['mf-content/src/**/*.{ts,tsx}', 'mf-discovery/src/**/*.{ts,tsx}', 'mf-rfq/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shell/server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: API_PATH_MESSAGE },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    // The contract is shared by Node and the browser: it may import zod and its own files, nothing else.
    files: ['services/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|zod/|\\.{1,2}/)', message: '@forge/contract depends on zod only.' }] },
      ],
    },
  },
);
