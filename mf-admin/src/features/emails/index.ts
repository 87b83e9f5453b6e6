// The public surface of features/emails: what pages and other features may import (lint: forge/feature-zones).
export { EmailsOutbox } from './EmailsOutbox';
