// The public surface of features/quotes: what pages and other features may import (lint: forge/feature-zones).
export { QuotePdfLink } from './QuotePdfLink';
export { SupplierQuotePanel } from './SupplierQuotePanel';
export { downloadComparison, useAward, useComparison, useDuplicate, useInbox, useInvitations, useMyQuotes } from './api';
export { DECLINE_LABELS } from './quote-form';
