// The public surface of features/analytics: what pages and other features may import (lint: forge/feature-zones).
export { AnalyticsReport } from './AnalyticsReport';
