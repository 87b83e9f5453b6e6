// The public surface of features/companies: what pages and other features may import (lint: forge/feature-zones).
export { CompaniesPanel } from './CompaniesPanel';
