import { webJestConfig } from '@forge/shell-sdk/jest';

const base = webJestConfig(import.meta.dirname, 'mf-admin');
export default { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test-support/setup.ts'] };
