import { nodeJestConfig } from '../jest.node.mjs';

export default {
  ...nodeJestConfig,
  displayName: 'services',
  // FORGE_TEST_STACK=shared: one store for the run, a redis-server per worker (test/support/shared-stack/).
  globalSetup: '<rootDir>/test/support/shared-stack/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/shared-stack/global-teardown.mjs',
};
