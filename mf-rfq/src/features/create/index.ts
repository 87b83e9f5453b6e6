// The public surface of features/create: what pages and other features may import (lint: forge/feature-zones).
export { CreateRfqView, RfqForm } from './CreateRfqForm';
export type { Prefill } from './CreateRfqForm';
export { useProcessOptions } from './api';
export { draftFromRfq } from './form';
