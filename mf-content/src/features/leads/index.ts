// The public surface of features/leads: what pages and other features may import (lint: forge/feature-zones).
export { LeadPage } from './components/LeadPage';
