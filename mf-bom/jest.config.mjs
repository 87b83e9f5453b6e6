import { webJestConfig } from '@forge/shell-sdk/jest';

export default webJestConfig(import.meta.dirname, 'mf-bom', { viewport: true });
