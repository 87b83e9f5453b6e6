/** Product-spec §9 navigation menu timing. */
export const MENU_OPEN_DELAY_MS = 500;
export const MENU_CLOSE_DELAY_MS = 150;
export const SUBMENU_OPEN_DELAY_MS = 100;
export const TYPEAHEAD_RESET_MS = 1000;

export interface TypeaheadState {
  query: string;
  lastKeyAt: number;
}

export const EMPTY_TYPEAHEAD: TypeaheadState = { query: '', lastKeyAt: -Infinity };

/** Adds a key to the typeahead query; the query starts over when the last key is 1 s old or more. */
export function typeaheadStep(state: TypeaheadState, key: string, now: number): TypeaheadState {
  const fresh = now - state.lastKeyAt >= TYPEAHEAD_RESET_MS;
  return { query: (fresh ? '' : state.query) + key.toLowerCase(), lastKeyAt: now };
}

/**
 * The item the query selects: the first label starting with it, searching after the current item. A query of one
 * repeated letter ("ccc") cycles through the items starting with that letter.
 */
export function typeaheadMatch(labels: string[], query: string, currentIndex: number): number {
  if (!query || labels.length === 0) return -1;
  const repeated = query.length > 1 && [...query].every((ch) => ch === query[0]);
  const needle = repeated ? query[0]! : query;
  // A longer query may still match the current item; a single letter moves on.
  const start = needle.length > 1 ? Math.max(currentIndex, 0) : currentIndex + 1;
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step + labels.length) % labels.length;
    if (labels[index]!.toLowerCase().startsWith(needle)) return index;
  }
  return -1;
}

export interface HoverIntent {
  /** The pointer entered the trigger or the panel. */
  enter(): void;
  /** The pointer left the trigger or the panel. */
  leave(): void;
  cancel(): void;
}

/** Opens after `openDelay` of hovering and closes after `closeDelay` away; moving back in cancels a pending close. */
export function createHoverIntent(options: {
  openDelay: number;
  closeDelay: number;
  isOpen: () => boolean;
  onOpen: () => void;
  onClose: () => void;
}): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    enter() {
      clear();
      if (!options.isOpen()) timer = setTimeout(options.onOpen, options.openDelay);
    },
    leave() {
      clear();
      if (options.isOpen()) timer = setTimeout(options.onClose, options.closeDelay);
    },
    cancel: clear,
  };
}
