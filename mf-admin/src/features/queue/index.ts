// The public surface of features/queue: what pages and other features may import (lint: forge/feature-zones).
export { QueueDashboard } from './QueueDashboard';
