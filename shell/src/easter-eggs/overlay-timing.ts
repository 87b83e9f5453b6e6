/** Product-spec §2, §4 and §9: the flag overlay runs 13 s; stages 1..6 start at 0.5, 2, 4, 6, 8 and 10 s. */
export const OVERLAY_DURATION_MS = 13_000;
export const OVERLAY_STAGE_STARTS_MS = [500, 2000, 4000, 6000, 8000, 10_000] as const;
export const OVERLAY_LAST_STAGE = OVERLAY_STAGE_STARTS_MS.length;

/** The stage (0..6) at `elapsed` ms: 0 before 0.5 s, 6 from 10 s on. */
export function overlayStage(elapsedMs: number): number {
  let stage = 0;
  for (const start of OVERLAY_STAGE_STARTS_MS) if (elapsedMs >= start) stage++;
  return stage;
}

/** Whole seconds left, for the countdown: 13 at the start, 0 when it closes. */
export function overlaySecondsLeft(elapsedMs: number): number {
  return Math.max(0, Math.ceil((OVERLAY_DURATION_MS - Math.max(0, elapsedMs)) / 1000));
}

export function overlayShouldClose(elapsedMs: number): boolean {
  return elapsedMs >= OVERLAY_DURATION_MS;
}

/** The next moment something changes (a stage, the countdown or the close), so one timer drives the overlay. */
export function nextOverlayTick(elapsedMs: number): number {
  const nextSecond = (Math.floor(elapsedMs / 1000) + 1) * 1000;
  const nextStage = OVERLAY_STAGE_STARTS_MS.find((start) => start > elapsedMs) ?? Infinity;
  return Math.min(nextSecond, nextStage, OVERLAY_DURATION_MS) - elapsedMs;
}
