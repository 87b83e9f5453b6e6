// The public surface of features/catalogue: what pages and other features may import (lint: forge/feature-zones).
export { useCapabilityNames, useCategories, useProcessDetail, useProcesses } from './api';
export type { ProcessDetail } from './api';
export { ProcessGrid } from './components/ProcessGrid';
