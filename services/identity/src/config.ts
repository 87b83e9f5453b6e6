import { z } from 'zod';

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  IDENTITY_PORT: z.coerce.number().int().min(0).max(65535).default(8180),
  IDENTITY_HOST: z.string().min(1).optional(),
  IDENTITY_PUBLIC_URL: z.url().optional(),
  MONGODB_URI: z.string().min(1, 'MONGODB_URI is required'),
  IDENTITY_DATA_DIR: z.string().min(1).optional(),
  IDENTITY_WEB_ORIGINS: commaList,
  IDENTITY_SERVICES_CLIENT_SECRET: z
    .string('IDENTITY_SERVICES_CLIENT_SECRET is required (the secret of the forge-services client; no default)')
    .min(32, 'IDENTITY_SERVICES_CLIENT_SECRET must be at least 32 characters'),
  IDENTITY_SEED_DEMO_USERS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === undefined || value === 'true' || value === '1'),
});

export type IdentityConfig = z.infer<typeof envSchema>;

/** Reads and validates the environment once at start; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid identity configuration: ${problems}`);
  }
  return parsed.data;
}
