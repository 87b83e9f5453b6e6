// The public surface of features/investor: what pages and other features may import (lint: forge/feature-zones).
export { InvestorUpdateView } from './InvestorUpdateView';
export { displayNameFromSlug } from './api';
