// @forge/shell-sdk: the contract between the shell and its remotes. Remotes import UI, auth, API access,
// analytics, toasts and route references only from here.
export * from './contract';
// The API contract: every type, and the values (enums, schemas, helpers) public pages use. Named (in
// contract-values/), not `export *`: the SDK is a shared module, which is not tree-shaken, so `export *` built every
// schema and the API route tables (for the services and the OpenAPI document) on each page load. Signed-in pages
// import their parts from `@forge/shell-sdk/account-contract`, `/buying-contract` and `/admin-contract`, shared
// singletons of their own, so a visitor's page never builds them. Add a name to one of those files when a remote
// needs it.
export type * from '@forge/contract';
export * from './contract-values/catalogue';
export * from './routes';
export * from './route-matcher';
export * from './auth';
export * from './api';
export * from './impersonation';
export * from './client';
export * from './contract-calls';
export * from './format';
export * from './page-meta';
export * from './functions';
export * from './analytics';
export * from './toasts';
export * from './ui';
export * from './page-blocks';
export * from './processing-status';
export * from './error-alert';
export * from './option-select';
export * from './page-container';
export * from './page-title';
export * from './data-table';
export * from './file-upload';
export * from './text-link';
export * from './button-link';
export * from './catalogue-groups';
export * from './search-box';
export * from './server-island';
export * from './hydrate-when-visible';
export { useQuery, useMutation, useQueryClient, QueryClientProvider } from '@tanstack/react-query';

declare global {
  /** Injected by the shared webpack config: the build of the package that uses it. */
  const __FORGE_BUILD_ID__: string;
}
