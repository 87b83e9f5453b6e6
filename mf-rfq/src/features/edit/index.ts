// The public surface of features/edit: what pages and other features may import (lint: forge/feature-zones).
export { ExtendDueDate } from './DueDateDialog';
export { EditDraftView } from './EditDraftView';
