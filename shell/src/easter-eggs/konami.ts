/** The 10-key Konami sequence (§9): ↑ ↑ ↓ ↓ ← → ← → B A. */
export const KONAMI_SEQUENCE = [
  'arrowup',
  'arrowup',
  'arrowdown',
  'arrowdown',
  'arrowleft',
  'arrowright',
  'arrowleft',
  'arrowright',
  'b',
  'a',
] as const;

/**
 * How many keys of the sequence are matched after `key`, given `progress` keys matched before. A wrong key keeps
 * the longest tail that still starts the sequence (↑ ↑ ↑ ↓ ↓ … still counts).
 */
export function konamiStep(progress: number, key: string): number {
  const typed = [...KONAMI_SEQUENCE.slice(0, progress), key.toLowerCase()];
  for (let start = 0; start < typed.length; start++) {
    const tail = typed.slice(start);
    if (tail.length <= KONAMI_SEQUENCE.length && tail.every((k, i) => k === KONAMI_SEQUENCE[i])) return tail.length;
  }
  return 0;
}

export function konamiComplete(progress: number): boolean {
  return progress === KONAMI_SEQUENCE.length;
}

/** A keyboard listener that calls `onComplete` each time the whole sequence is typed. */
export function createKonamiListener(onComplete: () => void): (event: KeyboardEvent) => void {
  let progress = 0;
  return (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    progress = konamiStep(progress, event.key);
    if (konamiComplete(progress)) {
      progress = 0;
      onComplete();
    }
  };
}
