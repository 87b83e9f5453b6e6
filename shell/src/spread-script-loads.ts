/**
 * Webpack appends one <script> per chunk it loads, all in the task that asked for them. The bootstrap asks for ~16
 * at once: ~14 ms of a phone's main thread without throttling, most of one ~85 ms task at 4× CPU. This wrapper
 * hands the appends out a few per task; their downloads still overlap.
 */
export type LoadScript = (url: string, done: (event: Event) => void, key?: string, chunkId?: string | number) => void;

export const SCRIPTS_PER_TASK = 4;

export function spreadScriptLoads(load: LoadScript, schedule: (run: () => void) => void, perTask = SCRIPTS_PER_TASK): LoadScript {
  const queue: Parameters<LoadScript>[] = [];
  const flush = () => {
    for (const args of queue.splice(0, perTask)) load(...args);
    if (queue.length > 0) schedule(flush);
  };
  return (...args) => {
    queue.push(args);
    if (queue.length === 1) schedule(flush);
  };
}
