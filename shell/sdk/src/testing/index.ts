// Test support for remotes' route-level tests (jest + Testing Library): a fake HTTP layer and a route renderer
// with the providers the shell gives every page. Never used by production code or by integration/e2e tests.
export * from './fake-api';
export * from './render-route';
export * from './window-width';
