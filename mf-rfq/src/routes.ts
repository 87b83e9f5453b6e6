import type { RemoteRoutesModule, RouteDeclaration } from '@forge/shell-sdk';
import declared from './routes.json';

/** The routes this remote owns (data in routes.json, served to the shell) and a lazy loader per page. */
const routes: RemoteRoutesModule = {
  remote: 'mf_rfq',
  routes: declared.routes as RouteDeclaration[],
  buildId: __FORGE_BUILD_ID__,
  pages: {
    create: () => import('./pages/CreateRfqPage'),
    management: () => import('./pages/RfqManagementPage'),
    inbox: () => import('./pages/RfqInboxPage'),
    detail: () => import('./pages/RfqDetailPage'),
    edit: () => import('./pages/EditRfqPage'),
    invite: () => import('./pages/RfqInvitePage'),
    orders: () => import('./pages/OrdersPage'),
    order: () => import('./pages/OrderPage'),
  },
};

export default routes;
