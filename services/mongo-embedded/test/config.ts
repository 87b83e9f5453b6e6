import { z } from 'zod';

/** The only place the tests read process.env: MONGODB_URI points the suite at a real MongoDB. */
const EnvSchema = z.object({
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URI')
    .optional(),
});

const env = EnvSchema.parse({ MONGODB_URI: process.env.MONGODB_URI || undefined });

export const externalMongoUri: string | undefined = env.MONGODB_URI;
