// The public surface of features/certifications: what pages and other features may import (lint: forge/feature-zones).
export { useCertification, useCertificationNames, useCertifications } from './api';
export type { Certification } from './api';
export { VerificationLegend } from './components/VerificationLegend';
export { CertificationStatusBadge, certificationStatusInfo } from './components/CertificationStatusBadge';
