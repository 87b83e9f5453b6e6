// The public surface of features/generator: what pages and other features may import (lint: forge/feature-zones).
export { ProfileGenerator } from './ProfileGenerator';
