// The public surface of features/quotes: what pages and other features may import (lint: forge/feature-zones).
export { QuotePdfLink } from './QuotePdfLink';
export { SupplierQuotePanel } from './SupplierQuotePanel';
export { downloadComparison, useAward, useComparison, useDuplicate, useInbox, useInvitations, useMyQuotes, useWithdrawInvitation } from './api';
export { QuoteForm, type QuoteSender } from './QuoteForm';
export { RevisionHistory } from './RevisionHistory';
export { DECLINE_LABELS } from './quote-form';
