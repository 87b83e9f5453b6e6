// The public surface of features/company: what pages and other features may import (lint: forge/feature-zones).
export { FEATURE_LISTS, FeatureGrid, Section } from './components';
