import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import {
  CalculatorNotifyResultSchema,
  CalculatorNotifySchema,
  CareerApplicationSchema,
  CareerListSchema,
  CareerSchema,
  LeadSchema,
  NewsArticleSchema,
  NewsletterLinkResultSchema,
  NewsletterSubscribeResultSchema,
  NewsletterSubscribeSchema,
  NewsListSchema,
  TokenQuerySchema,
  PresentationsQuerySchema,
  PresentationListSchema,
  PresentationSchema,
  PublicTestimonialListSchema,
  SubmissionResultSchema,
  WaitlistBomResultSchema,
  WaitlistResultSchema,
  WaitlistSchema,
} from './content.js';

/** The public forms and pages of the content domain; every form takes the honeypot `website` and drops a filled one. */
export const CONTENT_API = routeGroup('content', ['content'], {
  joinWaitlist: {
    method: 'post',
    path: '/api/waitlist',
    summary: 'Join the waitlist (multipart: the fields below and an optional BOM file ≤ 10 MB); 201 new, 200 updated',
    requestType: 'multipart/form-data',
    request: WaitlistSchema,
    response: WaitlistResultSchema,
  },
  createLead: { method: 'post', path: '/api/leads', summary: 'Contact or Talk-to-Sales form → lead', request: LeadSchema, response: SubmissionResultSchema },
  subscribeNewsletter: { method: 'post', path: '/api/newsletter/subscribe', summary: 'Newsletter signup (double opt-in: emails a confirmation link)', request: NewsletterSubscribeSchema, response: NewsletterSubscribeResultSchema },
  confirmNewsletter: { method: 'get', path: '/api/newsletter/confirm', summary: 'Confirm a newsletter subscription (?token=)', query: TokenQuerySchema, response: NewsletterLinkResultSchema },
  unsubscribeNewsletter: { method: 'get', path: '/api/newsletter/unsubscribe', summary: 'Unsubscribe from the newsletter (?token=)', query: TokenQuerySchema, response: NewsletterLinkResultSchema },
  notifyCalculator: { method: 'post', path: '/api/calculator/notify', summary: 'Notify me when the cost calculator launches', request: CalculatorNotifySchema, response: CalculatorNotifyResultSchema },
  listCareers: { method: 'get', path: '/api/careers', summary: 'Open roles', response: CareerListSchema },
  getCareer: { method: 'get', path: '/api/careers/{slug}', summary: 'One open role', response: CareerSchema },
  applyForCareer: { method: 'post', path: '/api/careers/{slug}/apply', summary: 'Apply for a role', request: CareerApplicationSchema, response: SubmissionResultSchema },
  listNews: { method: 'get', path: '/api/news', summary: 'News articles, newest first', response: NewsListSchema },
  getArticle: { method: 'get', path: '/api/news/{slug}', summary: 'One article', response: NewsArticleSchema },
  listTestimonials: { method: 'get', path: '/api/testimonials', summary: 'Customer testimonials (approved, in order)', response: PublicTestimonialListSchema },
  listPresentations: { method: 'get', path: '/api/presentations', summary: 'Presentations (?kind=customer|event)', query: PresentationsQuerySchema, response: PresentationListSchema },
  getPresentation: { method: 'get', path: '/api/presentations/{slug}', summary: 'One presentation with its slides (slug is case-insensitive)', response: PresentationSchema },
  getWaitlistFile: { method: 'get', path: '/api/admin/waitlist/{id}/file', summary: 'Download a waitlist BOM file', tags: ['content', 'admin'], auth: true, produces: 'application/octet-stream' },
  sendWaitlistBom: {
    method: 'post',
    path: '/api/admin/waitlist/{id}/bom',
    summary: 'Send the entry’s BOM file through the BOM pipeline as the admin’s upload: 201 created; a repeat answers 200 "existing" with the same upload. 409 no BOM file',
    tags: ['content', 'admin'],
    auth: true,
    response: WaitlistBomResultSchema,
  },
});

export const CONTENT_API_ROUTES: ApiRoute[] = routeList(CONTENT_API);
