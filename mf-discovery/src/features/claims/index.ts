// The public surface of features/claims: what pages and other features may import (lint: forge/feature-zones).
export { useClaim, useSubmitClaim } from './api';
