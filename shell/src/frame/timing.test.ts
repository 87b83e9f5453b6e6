import { TOAST_DEFAULT_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toaster } from '@forge/shell-sdk';
import {
  EMPTY_TYPEAHEAD,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  SUBMENU_OPEN_DELAY_MS,
  TYPEAHEAD_RESET_MS,
  createHoverIntent,
  typeaheadMatch,
  typeaheadStep,
} from './header/menu-timing';
import { LOGO_COLOURS, LOGO_RESHUFFLE_MS, msUntilReshuffle, resumeLogoState, shuffleScheme } from './logo-scheme';
import { swipeDismisses, tooltipOpenDelay } from './feedback-timing';

/** A deterministic random source. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('menu timing (§9)', () => {
  it('uses the spec numbers', () => {
    expect([MENU_OPEN_DELAY_MS, MENU_CLOSE_DELAY_MS, SUBMENU_OPEN_DELAY_MS, TYPEAHEAD_RESET_MS]).toEqual([500, 150, 100, 1000]);
  });

  it('keeps typing within 1 s and starts over after', () => {
    let state = typeaheadStep(EMPTY_TYPEAHEAD, 'C', 0);
    state = typeaheadStep(state, 'n', 999);
    expect(state.query).toBe('cn');
    state = typeaheadStep(state, 'l', 999 + 1000);
    expect(state.query).toBe('l');
  });

  it('matches labels after the current item and cycles on a repeated letter', () => {
    const labels = ['CNC Machining', 'Casting', 'Laser Cutting', 'CNC Turning'];
    expect(typeaheadMatch(labels, 'c', -1)).toBe(0);
    expect(typeaheadMatch(labels, 'c', 0)).toBe(1);
    expect(typeaheadMatch(labels, 'cc', 1)).toBe(3);
    expect(typeaheadMatch(labels, 'cnc t', 0)).toBe(3);
    expect(typeaheadMatch(labels, 'cnc', 0)).toBe(0);
    expect(typeaheadMatch(labels, 'z', 0)).toBe(-1);
  });

  describe('hover intent', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function setup() {
      let open = false;
      const onOpen = jest.fn(() => (open = true));
      const onClose = jest.fn(() => (open = false));
      const intent = createHoverIntent({ openDelay: MENU_OPEN_DELAY_MS, closeDelay: MENU_CLOSE_DELAY_MS, isOpen: () => open, onOpen, onClose });
      return { intent, onOpen, onClose };
    }

    it('opens only after 500 ms of hovering', () => {
      const { intent, onOpen } = setup();
      intent.enter();
      jest.advanceTimersByTime(499);
      expect(onOpen).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(onOpen).toHaveBeenCalledTimes(1);
    });

    it('does not open when the pointer leaves early', () => {
      const { intent, onOpen } = setup();
      intent.enter();
      jest.advanceTimersByTime(300);
      intent.leave();
      jest.advanceTimersByTime(1000);
      expect(onOpen).not.toHaveBeenCalled();
    });

    it('closes 150 ms after leaving, unless the pointer comes back', () => {
      const { intent, onClose } = setup();
      intent.enter();
      jest.advanceTimersByTime(500);
      intent.leave();
      jest.advanceTimersByTime(100);
      intent.enter();
      jest.advanceTimersByTime(1000);
      expect(onClose).not.toHaveBeenCalled();
      intent.leave();
      jest.advanceTimersByTime(149);
      expect(onClose).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
});

describe('logo scheme (§2, §9)', () => {
  it('is a permutation of six colours', () => {
    const scheme = shuffleScheme(seeded(7));
    expect(LOGO_COLOURS).toHaveLength(6);
    expect([...scheme].sort()).toEqual([...LOGO_COLOURS].sort());
  });

  it('never repeats the previous scheme, even with a stuck random source', () => {
    const previous = shuffleScheme(seeded(1));
    expect(shuffleScheme(seeded(1), previous).join()).not.toBe(previous.join());
    const stuck = () => 0.5;
    const first = shuffleScheme(stuck);
    expect(shuffleScheme(stuck, first).join()).not.toBe(first.join());
  });

  it('reshuffles every 30 s', () => {
    expect(LOGO_RESHUFFLE_MS).toBe(30_000);
    expect(msUntilReshuffle(1000, 1000)).toBe(30_000);
    expect(msUntilReshuffle(1000, 21_000)).toBe(10_000);
    expect(msUntilReshuffle(1000, 40_000)).toBe(0);
  });

  it('keeps the session state while it is fresh and reshuffles a stale one', () => {
    const stored = { scheme: shuffleScheme(seeded(3)), shuffledAt: 0, introPlayed: true };
    expect(resumeLogoState(stored, 29_999, seeded(4))).toBe(stored);
    const resumed = resumeLogoState(stored, 30_000, seeded(4));
    expect(resumed.introPlayed).toBe(true);
    expect(resumed.shuffledAt).toBe(30_000);
    expect(resumed.scheme.join()).not.toBe(stored.scheme.join());
  });

  it('starts fresh from missing or malformed state', () => {
    for (const stored of [null, 'x', { scheme: ['#000'], shuffledAt: 0, introPlayed: false }]) {
      const state = resumeLogoState(stored, 5, seeded(9));
      expect(state).toEqual(expect.objectContaining({ shuffledAt: 5, introPlayed: false }));
      expect(state.scheme).toHaveLength(6);
    }
  });
});

describe('toasts and tooltips (§4, §9)', () => {
  it('configures the toaster with the spec limits', () => {
    expect([TOAST_LIMIT, TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 1_000_000]);
    expect(TOAST_HOTKEY).toEqual(['F8']);
    expect(toaster.attrs).toEqual(expect.objectContaining({ max: 1, duration: 5000, removeDelay: 1_000_000, hotkey: ['F8'] }));
  });

  it('dismisses a swipe only past 50 px to the right', () => {
    expect(swipeDismisses(100, 150)).toBe(false);
    expect(swipeDismisses(100, 151)).toBe(true);
    expect(swipeDismisses(200, 100)).toBe(false);
  });

  it('opens tooltips after 700 ms, at once within 300 ms of the last one closing', () => {
    expect(tooltipOpenDelay(10_000, null)).toBe(700);
    expect(tooltipOpenDelay(10_000, 9_701)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
  });
});
