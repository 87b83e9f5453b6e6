import {
  CONTENT_API,
  CalculatorNotifySchema,
  CareerApplicationSchema,
  ContentSlugParamSchema,
  LeadSchema,
  NewsletterSubscribeSchema,
  TokenQuerySchema,
  WaitlistSchema,
} from '@forge/contract';
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { setAttachment, uploadParser } from '../../lib/file-names.js';
import type { DomainFactory } from '../module.js';
import { AppError } from '../../lib/app-error.js';
import { requirePrincipal } from '../../lib/auth.js';
import { mountRoute } from '../../lib/contract-route.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createBomQueue } from '../bom/queueing.js';
import { Outbox } from './outbox.js';
import { createRateLimiter } from './rate-limit.js';
import { registerContentAdminRoutes } from './admin-routes.js';
import { BOM_FILE_MAX_BYTES, createContentService } from './service.js';

export { seedContentIfEmpty } from './seed.js';

/**
 * Honeypot policy: every public form has a hidden `website` field. A filled one is a bot, and we answer exactly as
 * if the submission succeeded but store and send nothing (accept-and-drop), so the bot learns nothing to adapt to.
 */
const isBot = (body: { website?: string }) => Boolean(body.website && body.website.trim());

const upload = uploadParser({
  storage: multer.memoryStorage(),
  limits: { fileSize: BOM_FILE_MAX_BYTES, files: 1, fields: 12, fieldSize: 64 * 1024, parts: 16 },
});

/** Multer's errors become field messages in the one error shape. */
function bomUpload(req: Request, res: Response, next: NextFunction) {
  upload.single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    const e = error as { code?: string; field?: string };
    const field = e.field ?? 'request';
    const message =
      e.code === 'LIMIT_FILE_SIZE'
        ? 'The BOM file must be 10 MB or smaller'
        : e.code === 'LIMIT_UNEXPECTED_FILE'
          ? 'Only one file, in the "file" field, is accepted'
          : e.code === 'LIMIT_FIELD_VALUE'
            ? 'This field is too long'
            : 'The upload could not be read';
    next(AppError.badRequest(`Invalid waitlist signup: ${field}: ${message}`, { fields: [{ field, message }] }));
  });
}

/** Landing, waitlist, newsletter, leads, careers, news, testimonials, presentations and the email outbox. */
export const contentDomain: DomainFactory = ({ config, guards, logger }) => {
  const outbox = new Outbox(config.smtpUrl, logger);
  const limiter = createRateLimiter(config.redisUrl);
  const bomQueue = createBomQueue(config.redisUrl, logger);
  const deps = {
    outbox,
    publicUrl: config.publicUrl,
    analyticsEnvironment: config.env === 'production' ? ('production' as const) : ('development' as const),
    bomQueue,
    identity: { keycloakUrl: config.auth.keycloakUrl, realm: config.auth.realm, clientId: config.auth.adminClientId, clientSecret: config.auth.adminClientSecret },
  };
  const service = createContentService(deps);
  const router = Router();

  router.post('/waitlist', limiter.forForm('waitlist', 'waitlist'), guards.optional, bomUpload, async (req, res) => {
    const input = parseOrThrow(WaitlistSchema, req.body ?? {}, 'waitlist signup');
    if (isBot(input)) {
      res.status(201).json({ status: 'created', message: 'You are on the waitlist. We sent a confirmation to your inbox.' });
      return;
    }
    const result = await service.joinWaitlist(input, req.file, req.principal?.uid ?? null);
    res.status(201).json(result);
  });

  router.post('/leads', limiter.forForm('leads', 'contact'), async (req, res) => {
    const input = parseOrThrow(LeadSchema, req.body ?? {}, 'lead');
    if (isBot(input)) {
      res.status(201).json({ id: null, message: 'Thanks — we received your message.' });
      return;
    }
    res.status(201).json(await service.createLead(input));
  });

  router.post('/newsletter/subscribe', limiter.forForm('newsletter', 'newsletter'), async (req, res) => {
    const input = parseOrThrow(NewsletterSubscribeSchema, req.body ?? {}, 'newsletter signup');
    if (isBot(input)) {
      res.status(202).json({ status: 'pending', message: 'Almost done: check your inbox and click the link to confirm your subscription.' });
      return;
    }
    const result = await service.subscribeNewsletter(input);
    res.status(result.status === 'pending' ? 202 : 200).json(result);
  });

  router.get('/newsletter/confirm', limiter.forForm('newsletter-link', 'newsletter'), async (req, res) => {
    const { token } = parseOrThrow(TokenQuerySchema, req.query, 'confirmation link');
    res.json(await service.confirmNewsletter(token));
  });

  router.get('/newsletter/unsubscribe', limiter.forForm('newsletter-link', 'newsletter'), async (req, res) => {
    const { token } = parseOrThrow(TokenQuerySchema, req.query, 'unsubscribe link');
    res.json(await service.unsubscribeNewsletter(token));
  });

  router.post('/calculator/notify', limiter.forForm('calculator', 'notify-me'), async (req, res) => {
    const input = parseOrThrow(CalculatorNotifySchema, req.body ?? {}, 'notify-me signup');
    if (isBot(input)) {
      res.status(201).json({ status: 'registered', message: 'Thanks — we will email you when the calculator launches.' });
      return;
    }
    const result = await service.notifyCalculator(input.email);
    res.status(result.status === 'registered' ? 201 : 200).json(result);
  });

  mountRoute(router, CONTENT_API.listCareers, [], async () => service.listCareers());
  router.get('/careers/:slug', async (req, res) => {
    const { slug } = parseOrThrow(ContentSlugParamSchema, req.params, 'role');
    res.json(await service.getCareer(slug));
  });
  router.post('/careers/:slug/apply', limiter.forForm('careers', 'application'), async (req, res) => {
    const { slug } = parseOrThrow(ContentSlugParamSchema, req.params, 'role');
    const input = parseOrThrow(CareerApplicationSchema, req.body ?? {}, 'application');
    if (isBot(input)) {
      res.status(201).json({ id: null, message: 'Thanks — your application is in.' });
      return;
    }
    res.status(201).json(await service.applyForCareer(slug, input));
  });

  mountRoute(router, CONTENT_API.listNews, [], async () => service.listNews());
  router.get('/news/:slug', async (req, res) => {
    const { slug } = parseOrThrow(ContentSlugParamSchema, req.params, 'article');
    res.json(await service.getNews(slug));
  });
  mountRoute(router, CONTENT_API.listTestimonials, [], async () => service.listTestimonials());
  mountRoute(router, CONTENT_API.listPresentations, [], async ({ query }) => service.listPresentations(query.kind));
  router.get('/presentations/:slug', async (req, res) => {
    const { slug } = parseOrThrow(ContentSlugParamSchema, req.params, 'presentation');
    res.json(await service.getPresentation(slug));
  });

  router.get('/admin/waitlist/:id/file', guards.admin, async (req, res) => {
    const { file, stream } = await service.openWaitlistFile(String(req.params.id));
    setAttachment(res, file.name);
    res.setHeader('Content-Type', file.contentType);
    stream.on('error', (error) => res.destroy(error));
    stream.pipe(res);
  });
  router.post('/admin/waitlist/:id/bom', guards.admin, async (req, res) => {
    const result = await service.processWaitlistBom(requirePrincipal(req), String(req.params.id));
    res.status(result.status === 'created' ? 201 : 200).json(result);
  });
  registerContentAdminRoutes(router, guards, deps);

  return {
    name: 'content',
    router,
    async stop() {
      outbox.close();
      await limiter.close();
      await bomQueue.close();
    },
  };
};
