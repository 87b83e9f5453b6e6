// The public surface of features/activity: what pages and other features may import (lint: forge/feature-zones).
export { ActivityView } from './ActivityView';
