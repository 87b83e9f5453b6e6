/** Product-spec §9: swipe a toast right past 50 px to dismiss it. */
export const TOAST_SWIPE_DISMISS_PX = 50;

export function swipeDismisses(startX: number, endX: number): boolean {
  return endX - startX > TOAST_SWIPE_DISMISS_PX;
}

/** Product-spec §9 tooltips: open after 700 ms, or at once within 300 ms of another tooltip closing. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  if (lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) return 0;
  return TOOLTIP_DELAY_MS;
}
