// The public surface of features/management: what pages and other features may import (lint: forge/feature-zones).
export { RfqList } from './RfqList';
