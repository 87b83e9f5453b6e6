// The public surface of features/featured: what pages and other features may import (lint: forge/feature-zones).
export { FeaturedSuppliers } from './FeaturedSuppliers';
