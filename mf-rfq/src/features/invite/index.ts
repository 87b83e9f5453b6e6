// The public surface of features/invite: what pages and other features may import (lint: forge/feature-zones).
export { RfqInvite } from './RfqInvite';
