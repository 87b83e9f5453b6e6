// The public surface of features/stats: what pages and other features may import (lint: forge/feature-zones).
export { useStats } from './api';
