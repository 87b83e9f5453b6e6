import type { RemoteRoutesModule, RouteDeclaration } from '@forge/shell-sdk';
import declared from './routes.json';

/** The routes this remote owns (data in routes.json, served to the shell) and a lazy loader per page. */
const routes: RemoteRoutesModule = {
  remote: 'mf_content',
  routes: declared.routes as RouteDeclaration[],
  buildId: __FORGE_BUILD_ID__,
  pages: {
    landing: () => import('./pages/LandingPage'),
    waitlist: () => import('./pages/WaitlistPage'),
    forge: () => import('./pages/ForgePage'),
    about: () => import('./pages/AboutPage'),
    contact: () => import('./pages/ContactPage'),
    careers: () => import('./pages/CareersPage'),
    career: () => import('./pages/CareerPage'),
    sales: () => import('./pages/SalesPage'),
    partners: () => import('./pages/PartnersPage'),
    doss: () => import('./pages/DossPage'),
    botTerms: () => import('./pages/BotTermsPage'),
    botPrivacy: () => import('./pages/BotPrivacyPage'),
    privacy: () => import('./pages/PrivacyPage'),
    terms: () => import('./pages/TermsPage'),
    presentations: () => import('./pages/PresentationsPage'),
    presentation: () => import('./pages/PresentationPage'),
    augustCdl: () => import('./pages/AugustCdlPage'),
    news: () => import('./pages/NewsPage'),
    article: () => import('./pages/ArticlePage'),
    newsletterConfirm: () => import('./pages/NewsletterConfirmPage'),
    newsletterUnsubscribe: () => import('./pages/NewsletterUnsubscribePage'),
    testimonials: () => import('./pages/TestimonialsPage'),
    calculator: () => import('./pages/CalculatorPage'),
    investorOverview: () => import('./pages/InvestorOverviewPage'),
    investorUpdate: () => import('./pages/InvestorUpdatePage'),
  },
};

export default routes;
