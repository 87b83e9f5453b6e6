// The public surface of features/users: what pages and other features may import (lint: forge/feature-zones).
export { UsersPanel } from './UsersPanel';
