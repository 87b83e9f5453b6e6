// The public surface of features/parts: what pages and other features may import (lint: forge/feature-zones).
export { AddToPartMaster } from './AddToPartMaster';
export { BomPartsList } from './BomPartsList';
export { ItemView } from './ItemView';
export { PartLinkView } from './PartLinkView';
export { PartMasterList } from './PartMasterList';
