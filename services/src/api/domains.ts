import type { DomainFactory } from '../domains/module.js';
import { bomDomain } from '../domains/bom/index.js';
import { usersDomain } from '../domains/users/index.js';
import { analyticsDomain } from '../domains/analytics/index.js';
import { catalogueDomain } from '../domains/catalogue/index.js';
import { geoDomain } from '../domains/geo/index.js';
import { suppliersDomain } from '../domains/suppliers/index.js';
import { contentDomain } from '../domains/content/index.js';
import { rfqsDomain } from '../domains/rfqs/index.js';
import { processingDomain } from '../domains/processing/index.js';
import { abuseDomain } from '../domains/abuse/index.js';
import { auditDomain } from '../domains/audit/index.js';
import { chatDomain } from '../domains/chat/index.js';
import { compositionsDomain } from '../compositions/index.js';
import { notificationsDomain } from '../domains/notifications/index.js';
import { rfqDeadlinesDomain } from '../domains/rfqs/deadlines-domain.js';
import { partsDomain } from '../domains/parts/index.js';
import { cadDomain } from '../domains/cad/index.js';

/** Every domain the API serves. A new domain adds one line here. Parts before bom: bom's `/parts/:uploadId/:partId` would take `/parts/items/{id}`. */
export const domainFactories: DomainFactory[] = [abuseDomain, usersDomain, analyticsDomain, contentDomain, partsDomain, bomDomain, catalogueDomain, geoDomain, suppliersDomain, rfqsDomain, processingDomain, auditDomain, notificationsDomain, rfqDeadlinesDomain, compositionsDomain, chatDomain, cadDomain];
