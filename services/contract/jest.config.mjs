import { nodeJestConfig } from '../../jest.node.mjs';

export default { ...nodeJestConfig, displayName: 'contract' };
