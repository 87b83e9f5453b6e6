// The public surface of features/packages: what pages and other features may import (lint: forge/feature-zones).
export { BomRfqsView } from './BomRfqsView';
export { RequestQuotesDialog } from './RequestQuotesDialog';
