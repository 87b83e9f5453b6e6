// The public surface of features/landing: what pages and other features may import (lint: forge/feature-zones).
export { LandingView } from './LandingView';
export { useTestimonials } from './api';
export { TestimonialCard } from './components/TestimonialCard';
