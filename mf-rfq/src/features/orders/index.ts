// The public surface of features/orders: what pages and other features may import (lint: forge/feature-zones).
export { OrdersList } from './OrdersList';
export { OrderView } from './OrderView';
export { RfqOrdersSection } from './RfqOrdersSection';
