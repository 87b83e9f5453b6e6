// The public surface of features/presentations: what pages and other features may import (lint: forge/feature-zones).
export { PresentationView } from './PresentationView';
export { usePresentations } from './api';
export type { Presentation, PresentationSummary } from './api';
