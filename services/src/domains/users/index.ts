import { Router } from 'express';
import { z } from 'zod';
import type { DomainFactory } from '../../api/module.js';
import { requirePrincipal } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { getProfile, recordSignIn, updateProfile } from './service.js';

const name = z.string().trim().max(80, 'must be at most 80 characters');
const ProfileChangesSchema = z
  .object({
    firstName: name.optional(),
    lastName: name.optional(),
    displayName: name.optional(),
    company: z.string().trim().max(120, 'must be at most 120 characters').optional(),
    jobTitle: name.optional(),
    phone: z
      .string()
      .trim()
      .regex(/^[+()\d\s.-]{0,25}$/, 'must be a phone number')
      .optional(),
    photoURL: z
      .string()
      .max(400_000, 'the photo is too large (300 KB at most)')
      .regex(/^(data:image\/(png|jpeg|webp|gif);base64,|https?:\/\/|$)/, 'must be a PNG, JPEG, WebP or GIF image')
      .optional(),
    sourcingInterests: z.array(z.string().trim().min(1).max(60)).max(20, 'at most 20 interests').optional(),
  })
  .strict();

/** Profiles: created on first sign-in, stamped on each one. */
export const usersDomain: DomainFactory = ({ guards }) => {
  const router = Router();
  router.post('/me/sign-in', guards.signedIn, async (req, res) => {
    res.json(await recordSignIn(requirePrincipal(req)));
  });
  router.get('/me', guards.signedIn, async (req, res) => {
    res.json(await getProfile(requirePrincipal(req)));
  });
  router.patch('/me', guards.signedIn, async (req, res) => {
    const changes = parseOrThrow(ProfileChangesSchema, req.body, 'profile');
    res.json(await updateProfile(requirePrincipal(req), changes));
  });
  return {
    name: 'users',
    router,
    openapi: {
      '/api/me': {
        get: { summary: 'The signed-in user profile', tags: ['users'], security: [{ bearer: [] }] },
        patch: { summary: 'Update names, company, photo and role fields', tags: ['users'], security: [{ bearer: [] }] },
      },
      '/api/me/sign-in': { post: { summary: 'Record a sign-in (creates the profile)', tags: ['users'] } },
    },
  };
};
