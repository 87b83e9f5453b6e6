// The public surface of features/rfqs: what pages and other features may import (lint: forge/feature-zones).
export { useEditDraft, useExtendDueDate } from './draft-api';
export { RFQS_PATH, RFQ_STATUSES, STATUS_HINTS, STATUS_LABELS, rfqPath, sendDraft, useChangeStatus, useCreateRfq, useRfq, useRfqList } from './api';
export type { InvitedSupplier, NewRfq, NewRfqLine, Rfq, RfqLine, RfqList, RfqStatus, RfqSummary, StatusChange } from './api';
export { StatusBadge } from './components/StatusBadge';
