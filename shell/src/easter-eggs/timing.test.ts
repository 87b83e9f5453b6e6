import { KONAMI_SEQUENCE, createKonamiListener, konamiComplete, konamiStep } from './konami';
import { OVERLAY_DURATION_MS, nextOverlayTick, overlaySecondsLeft, overlayShouldClose, overlayStage } from './overlay-timing';

describe('flag overlay timing (§2, §4, §9)', () => {
  it('moves through stages 0..6 at 0.5, 2, 4, 6, 8 and 10 s', () => {
    const at = (ms: number) => overlayStage(ms);
    expect([at(0), at(499), at(500), at(1999), at(2000), at(4000), at(6000), at(8000), at(9999), at(10_000), at(12_999)]).toEqual([
      0, 0, 1, 1, 2, 3, 4, 5, 5, 6, 6,
    ]);
  });

  it('counts down from 13 and closes at 13 s', () => {
    expect(OVERLAY_DURATION_MS).toBe(13_000);
    expect(overlaySecondsLeft(0)).toBe(13);
    expect(overlaySecondsLeft(1)).toBe(13);
    expect(overlaySecondsLeft(12_001)).toBe(1);
    expect(overlaySecondsLeft(13_000)).toBe(0);
    expect(overlayShouldClose(12_999)).toBe(false);
    expect(overlayShouldClose(13_000)).toBe(true);
  });

  it('schedules the next tick at the next stage, second or close', () => {
    expect(nextOverlayTick(0)).toBe(500);
    expect(nextOverlayTick(500)).toBe(500);
    expect(nextOverlayTick(1000)).toBe(1000);
    expect(nextOverlayTick(12_500)).toBe(500);
  });
});

describe('Konami detection (§9)', () => {
  const sequence = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'b', 'a'];
  const run = (keys: string[]) => keys.reduce((progress, key) => konamiStep(progress, key), 0);

  it('has 10 keys', () => expect(KONAMI_SEQUENCE).toHaveLength(10));

  it('completes on the exact sequence, upper or lower case B A', () => {
    expect(konamiComplete(run(sequence))).toBe(true);
    expect(konamiComplete(run([...sequence.slice(0, 8), 'B', 'A']))).toBe(true);
  });

  it('does not complete on 9 keys or a wrong key', () => {
    expect(konamiComplete(run(sequence.slice(0, 9)))).toBe(false);
    expect(konamiComplete(run([...sequence.slice(0, 9), 'x']))).toBe(false);
  });

  it('recovers from an extra leading arrow', () => {
    expect(konamiComplete(run(['ArrowUp', ...sequence]))).toBe(true);
    expect(run(['ArrowUp', 'ArrowUp', 'ArrowUp'])).toBe(2);
    expect(run(['x', 'ArrowUp'])).toBe(1);
  });

  it('fires the listener once per sequence and ignores modified keys', () => {
    const onComplete = jest.fn();
    const listener = createKonamiListener(onComplete);
    const press = (key: string, init: KeyboardEventInit = {}) => listener(new KeyboardEvent('keydown', { key, ...init }));
    sequence.forEach((key) => press(key));
    expect(onComplete).toHaveBeenCalledTimes(1);
    sequence.slice(0, 9).forEach((key) => press(key));
    press('a', { ctrlKey: true });
    expect(onComplete).toHaveBeenCalledTimes(1);
    press('a');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });
});
