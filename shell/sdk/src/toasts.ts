import { createToaster } from '@chakra-ui/react';
import { errorMessageOf } from './client';

/** Product-spec §4 and §9: one toast at a time, 5 s by default; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DEFAULT_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  hotkey: TOAST_HOTKEY,
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a toast; errors from the API are shown with their message (nothing is swallowed). With a limit of one,
 * the newest toast replaces the current one instead of waiting behind it.
 */
export function notify(kind: ToastKind, title: string, description?: string): void {
  toaster.remove();
  toaster.create({ type: kind, title, description, closable: true });
}

export function notifyError(error: unknown, title = 'Something went wrong'): void {
  notify('error', title, errorMessageOf(error));
}
