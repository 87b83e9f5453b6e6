// The public surface of features/waitlist: what pages and other features may import (lint: forge/feature-zones).
export { WaitlistReview } from './WaitlistReview';
