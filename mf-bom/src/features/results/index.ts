// The public surface of features/results: what pages and other features may import (lint: forge/feature-zones).
export { ResultsView } from './ResultsView';
export { KIND_LABELS, KIND_PALETTE, LINE_KINDS, processRefSchema } from './api';
