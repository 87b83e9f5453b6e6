import { nodeJestConfig } from '../jest.node.mjs';

export default {
  ...nodeJestConfig,
  displayName: 'services',
  // 32 files boot a whole stack in their own beforeAll: ~15 s idle, past 60 s on a loaded 2-core machine.
  testTimeout: 180_000,
  // FORGE_TEST_STACK=shared: one store for the run, a redis-server per worker (test/support/shared-stack/).
  globalSetup: '<rootDir>/test/support/shared-stack/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/shared-stack/global-teardown.mjs',
};
