import { webJestConfig } from './build/jest.config.mjs';

export default webJestConfig(import.meta.dirname, 'shell-sdk');
