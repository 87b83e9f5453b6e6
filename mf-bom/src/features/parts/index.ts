// The public surface of features/parts: what pages and other features may import (lint: forge/feature-zones).
export { PartDetailView } from './PartDetailView';
export { PartsList } from './PartsList';
