import type { RemoteRoutesModule, RouteDeclaration } from '@forge/shell-sdk';
import declared from './routes.json';

/** The routes this remote owns (data in routes.json, served to the shell) and a lazy loader per page. */
const routes: RemoteRoutesModule = {
  remote: 'mf_content',
  routes: declared.routes as RouteDeclaration[],
  buildId: __FORGE_BUILD_ID__,
  pages: {
    landing: () => import('./pages/LandingPage'),
    about: () => import('./pages/AboutPage'),
  },
};

export default routes;
