import type { RemoteRoutesModule, RouteDeclaration } from '@forge/shell-sdk';
import declared from './routes.json';

/** The routes this remote owns (data in routes.json, served to the shell) and a lazy loader per page. */
const routes: RemoteRoutesModule = {
  remote: 'mf_discovery',
  routes: declared.routes as RouteDeclaration[],
  buildId: __FORGE_BUILD_ID__,
  pages: {
    discover: () => import('./pages/DiscoverPage'),
    states: () => import('./pages/StatesPage'),
    state: () => import('./pages/StatePage'),
    stateCounties: () => import('./pages/StateCountiesPage'),
    stateAllCounties: () => import('./pages/StateAllCountiesPage'),
    county: () => import('./pages/CountyPage'),
    directoryState: () => import('./pages/DirectoryStatePage'),
    directoryStateAll: () => import('./pages/DirectoryStateAllPage'),
    directoryCapability: () => import('./pages/DirectoryCapabilityPage'),
    capabilities: () => import('./pages/CapabilitiesPage'),
    capability: () => import('./pages/CapabilityPage'),
    certifications: () => import('./pages/CertificationsPage'),
    certification: () => import('./pages/CertificationPage'),
    company: () => import('./pages/CompanyPage'),
    companyBySlug: () => import('./pages/CompanyBySlugPage'),
    companyEdit: () => import('./pages/CompanyEditPage'),
    claim: () => import('./pages/ClaimPage'),
  },
};

export default routes;
