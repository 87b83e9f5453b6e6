import { z as zod } from 'zod';

/**
 * The zod builders the remotes use, shared from the host: a remote's `import { z } from 'zod'` resolves here in its
 * production build (see federation.mjs), so a remote page no longer downloads and evaluates its own copy of zod
 * (93 KB, ~100 ms on a phone). Named members, not zod's namespace, which would also bundle every locale zod ships.
 * A remote that needs another builder adds it here (zod-kit.test.ts checks every builder the remotes and the
 * contract's schemas call is here: a remote bundles the contract modules it imports, with their zod from this kit).
 */
export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  discriminatedUnion: zod.discriminatedUnion,
  email: zod.email,
  enum: zod.enum,
  iso: zod.iso,
  lazy: zod.lazy,
  literal: zod.literal,
  looseObject: zod.looseObject,
  null: zod.null,
  number: zod.number,
  object: zod.object,
  partialRecord: zod.partialRecord,
  record: zod.record,
  string: zod.string,
  tuple: zod.tuple,
  union: zod.union,
  unknown: zod.unknown,
  url: zod.url,
  uuid: zod.uuid,
};
