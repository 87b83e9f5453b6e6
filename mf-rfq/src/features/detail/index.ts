// The public surface of features/detail: what pages and other features may import (lint: forge/feature-zones).
export { RfqDetail } from './RfqDetail';
