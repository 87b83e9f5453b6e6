import { nodeJestConfig } from '../../jest.node.mjs';

// Two workers: the crash suite mostly waits on child processes and overlaps well with the others.
export default {
  ...nodeJestConfig,
  maxWorkers: 2,
  testMatch: [...nodeJestConfig.testMatch, '<rootDir>/conformance/**/*.test.ts'],
};
