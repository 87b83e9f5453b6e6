// Restarts the stack's processes when they die: says so at once, backs off, and gives up after too many crashes.

/**
 * @param {{ log: (m: string) => void, maxCrashes?: number, windowMs?: number, baseDelayMs?: number, maxDelayMs?: number }} options
 */
export function createSupervisor({ log, maxCrashes = 5, windowMs = 60_000, baseDelayMs = 500, maxDelayMs = 15_000 }) {
  let stopping = false;
  const crashes = new Map();
  const timers = new Set();
  return {
    /** Called by the launcher's stop: exits from now on are expected. */
    stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    /** Crash times in the last window, per process (for tests and the status line). */
    crashesOf(name) {
      return (crashes.get(name) ?? []).length;
    },
    /**
     * A watched process exited. Unless the stack is stopping: report it, and restart it after a back-off that
     * doubles with each recent crash; after maxCrashes within windowMs, leave it down and name its log.
     * @param {{ name: string, code: number | null, signal?: string | null, logPath: string, restart: () => Promise<unknown> }} exit
     */
    onExit({ name, code, signal, logPath, restart }) {
      if (stopping) return;
      const now = Date.now();
      const recent = [...(crashes.get(name) ?? []), now].filter((t) => now - t < windowMs);
      crashes.set(name, recent);
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (recent.length >= maxCrashes) {
        log(`✖ ${name} ${how}: ${recent.length} crashes within a minute, so it stays down. Read ${logPath}`);
        return;
      }
      const delay = Math.min(baseDelayMs * 2 ** (recent.length - 1), maxDelayMs);
      log(`✖ ${name} ${how}; restarting it in ${(delay / 1000).toFixed(1)} s (crash ${recent.length} in the last minute; log: ${logPath})`);
      const timer = setTimeout(async () => {
        timers.delete(timer);
        if (stopping) return;
        try {
          await restart();
          log(`✔ ${name} is back`);
        } catch (error) {
          log(`✖ ${name} did not come back: ${error.message}`);
        }
      }, delay);
      timers.add(timer);
    },
  };
}
