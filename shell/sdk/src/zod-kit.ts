import { z as zod } from 'zod';

/**
 * The zod builders the remotes use, shared from the host: a remote's `import { z } from 'zod'` resolves here in its
 * production build (see federation.mjs), so a remote page no longer downloads and evaluates its own copy of zod
 * (93 KB, ~100 ms on a phone). Named members, not zod's namespace, which would also bundle every locale zod ships.
 * A remote that needs another builder adds it here (zod-kit.test.ts checks every builder the remotes call is here).
 */
export const z = {
  array: zod.array,
  boolean: zod.boolean,
  discriminatedUnion: zod.discriminatedUnion,
  email: zod.email,
  enum: zod.enum,
  literal: zod.literal,
  looseObject: zod.looseObject,
  number: zod.number,
  object: zod.object,
  record: zod.record,
  string: zod.string,
  tuple: zod.tuple,
  union: zod.union,
  unknown: zod.unknown,
};
