// The public surface of features/files: what pages and other features may import (lint: forge/feature-zones).
export { FilesSection } from './FilesSection';
export { ACCEPT, ACCEPTED_TEXT, formatBytes, precheck, sendRfqFile } from './api';
