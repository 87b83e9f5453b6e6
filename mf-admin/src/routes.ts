import type { RemoteRoutesModule, RouteDeclaration } from '@forge/shell-sdk';
import declared from './routes.json';

/** The routes this remote owns (data in routes.json, served to the shell) and a lazy loader per page. */
const routes: RemoteRoutesModule = {
  remote: 'mf_admin',
  routes: declared.routes as RouteDeclaration[],
  buildId: __FORGE_BUILD_ID__,
  pages: {
    dashboard: () => import('./pages/AdminDashboardPage'),
    queue: () => import('./pages/QueuePage'),
    waitlist: () => import('./pages/WaitlistPage'),
    interactiveGenerator: () => import('./pages/InteractiveGeneratorPage'),
    testimonials: () => import('./pages/TestimonialsPage'),
    leads: () => import('./pages/LeadsPage'),
    analytics: () => import('./pages/AnalyticsPage'),
    emails: () => import('./pages/EmailsPage'),
    audit: () => import('./pages/AuditPage'),
    users: () => import('./pages/UsersPage'),
    companies: () => import('./pages/CompaniesPage'),
    gcpProfiles: () => import('./pages/GcpProfilesPage'),
    gcpProfile: () => import('./pages/GcpProfilePage'),
    featuredSuppliers: () => import('./pages/FeaturedSuppliersPage'),
  },
};

export default routes;
