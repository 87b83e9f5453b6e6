import { PROFILE_DESCRIPTION_MIN, PROFILE_PARTS } from '@forge/contract';

export { profileCompleteness } from '@forge/contract';

const count = (field: string) => ({ $size: { $ifNull: [`$${field}`, []] } });
const filled = (field: string) => ({ $gt: [{ $strLenCP: { $trim: { input: { $ifNull: [`$${field}`, ''] } } } }, 0] });

/**
 * profileCompleteness's rules as aggregation stages, so the admin list filters and sorts by completeness in the
 * database: `_has.<part>` per part and `_score` (0–100) on each document. test/admin/profiles.test.ts checks that
 * every row's database score equals the contract function's.
 */
export function completenessStages(): Record<string, unknown>[] {
  return [
    {
      $addFields: {
        _has: {
          description: { $gte: [{ $strLenCP: { $trim: { input: { $ifNull: ['$description', ''] } } } }, PROFILE_DESCRIPTION_MIN] },
          capabilities: { $gt: [count('capabilities'), 0] },
          certifications: { $gt: [count('certifications'), 0] },
          photos: { $gt: [count('photos'), 0] },
          contact: { $or: [filled('contact.email'), filled('contact.phone')] },
        },
      },
    },
    {
      $addFields: {
        _score: {
          $round: [{ $multiply: [{ $divide: [{ $add: PROFILE_PARTS.map((part) => ({ $cond: [`$_has.${part}`, 1, 0] })) }, PROFILE_PARTS.length] }, 100] }, 0],
        },
      },
    },
  ];
}
