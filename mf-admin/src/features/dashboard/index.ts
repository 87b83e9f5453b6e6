// The public surface of features/dashboard: what pages and other features may import (lint: forge/feature-zones).
export { PanelLinks } from './PanelLinks';
export { TodayFigures } from './TodayFigures';
