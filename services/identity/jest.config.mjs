import { nodeJestConfig } from '../../jest.node.mjs';

export default {
  ...nodeJestConfig,
  moduleNameMapper: {
    ...nodeJestConfig.moduleNameMapper,
    // Test against the embedded MongoDB sources, so no build of that package is needed first.
    '^@forge/mongo-embedded$': '<rootDir>/../mongo-embedded/src/index.ts',
  },
};
