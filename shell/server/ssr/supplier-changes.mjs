// Follows the suppliers domain's change stream (Redis `forge:suppliers:changes`, written by every API replica on a
// supplier write) and calls `onChange` for each entry, so an edited company page is rendered fresh at once on every
// shell replica. Entries missed while Redis was unreachable are covered by calling `onChange` on reconnect.
import { Redis } from 'ioredis';
import { SUPPLIER_CHANGES_STREAM, supplierChangeOf } from '@forge/contract';

export { SUPPLIER_CHANGES_STREAM };

export function followSupplierChanges({ redisUrl, onChange, blockMs = 5000, log = () => undefined }) {
  const reader = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: (n) => Math.min(200 * n, 2000) });
  reader.on('error', () => undefined);
  let stopped = false;

  async function follow() {
    let lastId = '$';
    let interrupted = false;
    while (!stopped) {
      try {
        if (reader.status !== 'ready') await reader.connect().catch(() => undefined);
        if (lastId === '$') {
          // Start from the newest entry, so nothing written between reads is skipped.
          const [newest] = await reader.xrevrange(SUPPLIER_CHANGES_STREAM, '+', '-', 'COUNT', 1);
          lastId = newest?.[0] ?? '0-0';
          if (interrupted) onChange(null);
          interrupted = false;
        }
        const batches = await reader.xread('COUNT', 500, 'BLOCK', blockMs, 'STREAMS', SUPPLIER_CHANGES_STREAM, lastId);
        for (const [, entries] of batches ?? []) {
          for (const [id, fields] of entries) {
            lastId = id;
            // A rebuild (or an entry this build does not know) may have changed any page: null drops them all.
            const change = supplierChangeOf(fields);
            onChange(change?.kind === 'changed' ? change.supplierId : null);
          }
        }
      } catch (error) {
        if (stopped) break;
        if (!interrupted) log({ event: 'supplier-changes-interrupted', error: error.message });
        interrupted = true;
        lastId = '$';
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
      }
    }
  }

  const loop = follow();
  return {
    async stop() {
      stopped = true;
      reader.disconnect();
      await loop;
    },
  };
}
