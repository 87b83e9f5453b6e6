import { TOAST_SWIPE_THRESHOLD_PX, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@forge/shell-sdk';

/** Product-spec §9: swipe a toast to the right past 50 px to dismiss it. */
export function swipeDismisses(startX: number, endX: number): boolean {
  return endX - startX > TOAST_SWIPE_THRESHOLD_PX;
}

/** Product-spec §9 tooltips: open after 700 ms, or at once within 300 ms of another tooltip closing. */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  if (lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) return 0;
  return TOOLTIP_OPEN_DELAY_MS;
}
