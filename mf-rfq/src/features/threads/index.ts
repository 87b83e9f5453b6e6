// The public surface of features/threads: what pages and other features may import (lint: forge/feature-zones).
export { MessageList, ThreadsSection } from './ThreadsSection';
export { MessageComposer, SUPPLIER_QUESTION_HELP } from './MessageComposer';
