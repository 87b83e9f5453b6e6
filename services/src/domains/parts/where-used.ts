import type { z } from 'zod';
import type { PartWhereUsedSchema } from '@forge/contract';
import type { Principal } from '../../lib/auth.js';
import { getOwnedUpload } from '../bom/service.js';
import { ownedItem } from './access.js';
import { assembliesUsing } from './structure.js';

/** Assemblies at every level, and the BOM uploads the item was added from (uploads since deleted are left out). */
export async function whereUsed(principal: Principal, id: string): Promise<z.infer<typeof PartWhereUsedSchema>> {
  const item = await ownedItem(principal, id);
  const assemblies = await assembliesUsing(principal, id);
  const names = new Map<string, string | null>();
  for (const uploadId of new Set(item.sources.map((s) => s.uploadId))) {
    const upload = await getOwnedUpload(principal, uploadId).catch(() => null);
    names.set(uploadId, upload ? upload.fileName : null);
  }
  const uploads = item.sources.filter((s) => names.get(s.uploadId)).map((s) => ({ uploadId: s.uploadId, lineId: s.lineId, fileName: names.get(s.uploadId)! }));
  return { assemblies, uploads };
}
