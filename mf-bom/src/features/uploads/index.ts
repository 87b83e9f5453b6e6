// The public surface of features/uploads: what pages and other features may import (lint: forge/feature-zones).
export { UploadFlow } from './UploadFlow';
export { UPLOADS_PATH, isActive, uploadPath, useUpload } from './api';
export type { SkippedRow, Upload, UploadState, UploadSummary } from './api';
export { ProcessingProgress } from './components/ProcessingProgress';
