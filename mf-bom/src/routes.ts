import type { RemoteRoutesModule, RouteDeclaration } from '@forge/shell-sdk';
import declared from './routes.json';

/** The routes this remote owns (data in routes.json, served to the shell) and a lazy loader per page. */
const routes: RemoteRoutesModule = {
  remote: 'mf_bom',
  routes: declared.routes as RouteDeclaration[],
  buildId: __FORGE_BUILD_ID__,
  pages: {
    upload: () => import('./pages/UploadPage'),
    results: () => import('./pages/ResultsPage'),
    bomRfqs: () => import('./pages/BomRfqsPage'),
    parts: () => import('./pages/PartsPage'),
    part: () => import('./pages/PartDetailPage'),
    partItem: () => import('./pages/PartItemPage'),
    myActivity: () => import('./pages/MyActivityPage'),
    chat: () => import('./pages/ChatPage'),
  },
};

export default routes;
