// The public surface of features/discover: what pages and other features may import (lint: forge/feature-zones).
export { DiscoverView } from './components/DiscoverView';
export { countyFilterValue } from './query';
