import type { Principal } from '../../lib/auth.js';
import { BomUploadModel } from './model.js';
import { listUploads } from './service.js';

// Narrow reads the bom domain offers to other domains and to the compositions above them.

/** The caller's latest uploads, newest first (My Activity). */
export function recentUploads(principal: Principal, limit = 20) {
  return listUploads(principal, false, limit);
}

/** How many BOMs were uploaded (investor metrics). */
export async function uploadCounts(): Promise<{ bomUploads: number }> {
  return { bomUploads: await BomUploadModel.estimatedDocumentCount() };
}
