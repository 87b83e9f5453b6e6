// The public surface of features/compare: what pages and other features may import (lint: forge/feature-zones).
export { AwardDialog } from './AwardDialog';
export { ComparisonView } from './ComparisonView';
export { awardableSupplierIds } from './comparison-view';
export { InvitationStatusList } from './InvitationStatus';
export { QuotePdfs } from './QuotePdfs';
