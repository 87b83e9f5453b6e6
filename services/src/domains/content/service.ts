import { createCareersService } from './careers.js';
import type { ContentServiceDeps } from './deps.js';
import { createLeadsService } from './leads.js';
import { createNewsService } from './news.js';
import { createNewsletterService } from './newsletter.js';
import { createPresentationsService } from './presentations.js';
import { createWaitlistService } from './waitlist.js';

export type { ContentServiceDeps } from './deps.js';
export { BOM_FILE_MAX_BYTES, WAITLIST_BUCKET, checkBomFile, type UploadedFile } from './waitlist.js';

/**
 * The content domain's one service, composed of its subdomains (one file each): waitlist, newsletter (+ the
 * calculator notify-me list), leads, careers, news (+ testimonials), presentations. The admin panels (leads pipeline, testimonials, waitlist invites, outbox) are admin-*.ts.
 * Callers keep one object; a new subdomain adds a module and one line here.
 */
export function createContentService(deps: ContentServiceDeps) {
  return {
    ...createWaitlistService(deps),
    ...createNewsletterService(deps),
    ...createLeadsService(deps),
    ...createCareersService(deps),
    ...createNewsService(),
    ...createPresentationsService(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
