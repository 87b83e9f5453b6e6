// The public surface of features/common: what pages and other features may import (lint: forge/feature-zones).
export { PageShell, Section, SectionLink } from './components/PageShell';
export { CardLink } from './components/CardLink';
export { cardSurface } from './surface';
export { LoadFailure, NotFoundPage } from './components/LoadFailure';
export { Pager } from './components/Pager';
export { EmptyState, ErrorNotice, Loading, isClientError, isNotFound } from './components/QueryStatus';
export { humanize, percent } from './format';
export { summary } from './text';
export { FacetChecklist } from './components/FacetChecklist';
export type { FacetOption } from './components/FacetChecklist';
