// The public surface of features/inbox: what pages and other features may import (lint: forge/feature-zones).
export { BuyerAwardRate } from './BuyerAwardRate';
export { SupplierInbox } from './SupplierInbox';
