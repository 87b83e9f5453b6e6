// The public surface of features/chat: what pages and other features may import (lint: forge/feature-zones).
export { ChatView } from './ChatView';
