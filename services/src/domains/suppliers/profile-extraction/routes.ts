import { ExtractProfileRequestSchema } from '@forge/contract';
import type { Router } from 'express';
import { parseOrThrow } from '../../../lib/validate.js';
import { auditActorOf, recordAdminAction } from '../../audit/service.js';
import type { Guards } from '../../../lib/auth.js';
import { extractProfile } from './extract.js';
import { PublishProfileSchema, publishExtractedProfile, suggestZip } from './publish.js';

/** /admin/interactive-generator's API: read a pasted text, then publish the reviewed profile (audited). */
export function registerProfileGeneratorRoutes(router: Router, guards: Guards): void {
  router.post('/admin/profile-generator/extract', guards.admin, (req, res) => {
    const { text } = parseOrThrow(ExtractProfileRequestSchema, req.body ?? {}, 'text');
    const profile = extractProfile(text);
    res.json({ ...profile, suggestedZip: suggestZip(profile.city?.value, profile.state?.value) });
  });

  router.post('/admin/profile-generator/publish', guards.admin, async (req, res) => {
    const input = parseOrThrow(PublishProfileSchema, req.body ?? {}, 'profile');
    const supplier = await publishExtractedProfile(input);
    await recordAdminAction(auditActorOf(req), {
      action: 'supplier.create',
      target: { type: 'company', id: supplier.id, label: supplier.name },
      after: { name: supplier.name, slug: supplier.slug, capabilities: supplier.capabilities, source: 'interactive-generator' },
    });
    res.status(201).json({ id: supplier.id, slug: supplier.slug, name: supplier.name });
  });
}
