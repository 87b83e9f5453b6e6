/** Product-spec §2 and §9: the logo picks a random scheme from six colours and reshuffles every 30 s. */
export const LOGO_COLOURS = ['#f97316', '#fbbf24', '#38bdf8', '#34d399', '#f472b6', '#a78bfa'] as const;
export const LOGO_RESHUFFLE_MS = 30_000;
const STORAGE_KEY = 'forge.logo';

export interface LogoState {
  /** The six colours in scheme order; the mark uses them front to back. */
  scheme: string[];
  shuffledAt: number;
  /** The intro animation plays once per session. */
  introPlayed: boolean;
}

/** A random permutation of the six colours (Fisher–Yates), never the same as `previous`. */
export function shuffleScheme(random: () => number, previous?: readonly string[]): string[] {
  for (let attempt = 0; attempt < 8; attempt++) {
    const scheme = [...LOGO_COLOURS] as string[];
    for (let i = scheme.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [scheme[i], scheme[j]] = [scheme[j]!, scheme[i]!];
    }
    if (!previous || scheme.join() !== previous.join()) return scheme;
  }
  // A stuck random source: rotate by one so the scheme still changes.
  const base = previous ? [...previous] : [...LOGO_COLOURS];
  return [...base.slice(1), base[0]!];
}

/** How long until the next reshuffle, given when the scheme was last shuffled. */
export function msUntilReshuffle(shuffledAt: number, now: number): number {
  const elapsed = now - shuffledAt;
  if (elapsed < 0) return LOGO_RESHUFFLE_MS;
  return Math.max(0, LOGO_RESHUFFLE_MS - elapsed);
}

function isLogoState(value: unknown): value is LogoState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<LogoState>;
  return (
    Array.isArray(v.scheme) &&
    v.scheme.length === LOGO_COLOURS.length &&
    v.scheme.every((c) => (LOGO_COLOURS as readonly string[]).includes(c)) &&
    typeof v.shuffledAt === 'number' &&
    typeof v.introPlayed === 'boolean'
  );
}

/** The session's logo state: the stored one, reshuffled if it is 30 s old or more, else a fresh one. */
export function resumeLogoState(stored: unknown, now: number, random: () => number): LogoState {
  if (isLogoState(stored)) {
    if (msUntilReshuffle(stored.shuffledAt, now) > 0) return stored;
    return { ...stored, scheme: shuffleScheme(random, stored.scheme), shuffledAt: now };
  }
  return { scheme: shuffleScheme(random), shuffledAt: now, introPlayed: false };
}

export function readLogoState(): unknown {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeLogoState(state: LogoState): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* storage unavailable: the scheme just is not kept */
  }
}
