// The public surface of features/compare: what pages and other features may import (lint: forge/feature-zones).
export { ComparisonView } from './ComparisonView';
export { InvitationStatusList } from './InvitationStatus';
export { QuotePdfs } from './QuotePdfs';
