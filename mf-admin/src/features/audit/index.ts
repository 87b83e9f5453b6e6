// The public surface of features/audit: what pages and other features may import (lint: forge/feature-zones).
export { AuditLog } from './AuditLog';
