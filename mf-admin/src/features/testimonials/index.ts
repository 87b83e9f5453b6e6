// The public surface of features/testimonials: what pages and other features may import (lint: forge/feature-zones).
export { TestimonialsAdmin } from './TestimonialsAdmin';
