// The public surface of features/profiles: what pages and other features may import (lint: forge/feature-zones).
export { ProfileEditor } from './ProfileEditor';
export { ProfilesList } from './ProfilesList';
