// @forge/shell-sdk: the contract between the shell and its remotes. Remotes import UI, auth, API access,
// analytics, toasts and route references only from here.
export * from './contract';
// The API contract (enums, schemas, slugify): remotes reach @forge/contract only through this re-export.
export * from '@forge/contract';
export * from './routes';
export * from './route-matcher';
export * from './auth';
export * from './api';
export * from './client';
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
export { useQuery, useMutation, useQueryClient, QueryClientProvider } from '@tanstack/react-query';

declare global {
  /** Injected by the shared webpack config: the build of the package that uses it. */
  const __FORGE_BUILD_ID__: string;
}
