// The public surface of features/dashboard: what pages and other features may import (lint: forge/feature-zones).
export { MorePanels, TodayFigures } from './TodayFigures';
