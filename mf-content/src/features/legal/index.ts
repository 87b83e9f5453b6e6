// The public surface of features/legal: what pages and other features may import (lint: forge/feature-zones).
export { LegalDocumentView } from './LegalDocumentView';
export { botPrivacy, botTerms, privacyPolicy, termsOfService } from './documents';
