import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { notify } from '@forge/shell-sdk';
import { installConsoleCommands } from './console-commands';
import { createKonamiListener } from './konami';
import { prefersReducedMotion } from './reduced-motion';
import { FUN_EFFECT_MS, type FunEffect } from './effects';

// The overlay and effects are their own chunk: nobody pays for them before asking.
const FlagOverlay = lazy(() => import(/* webpackChunkName: "easter-eggs" */ './FlagOverlay'));
const FunEffects = lazy(() => import(/* webpackChunkName: "easter-eggs" */ './FunEffects'));

interface EasterEggsValue {
  startOverlay(): void;
}

const EasterEggsContext = createContext<EasterEggsValue>({ startOverlay: () => undefined });

export const useEasterEggs = () => useContext(EasterEggsContext);

/** Hosts the flag overlay, the console commands and the Konami code (§2). Motion is skipped when reduced. */
export function EasterEggsProvider({ children }: { children: ReactNode }) {
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [effect, setEffect] = useState<FunEffect | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const startOverlay = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOverlayOpen(true);
  }, []);
  const closeOverlay = useCallback(() => {
    setOverlayOpen(false);
    returnFocus.current?.focus();
  }, []);

  const play = useCallback((next: FunEffect, reducedMessage: string) => {
    if (prefersReducedMotion()) {
      notify('info', reducedMessage);
      return;
    }
    setEffect(next);
  }, []);

  useEffect(() => {
    if (!effect) return;
    const timer = setTimeout(() => setEffect(null), FUN_EFFECT_MS[effect]);
    return () => clearTimeout(timer);
  }, [effect]);

  useEffect(
    () =>
      installConsoleCommands({
        startOverlay,
        dance: () => play('dance', 'Dancing on the inside (reduced motion is on).'),
        matrix: () => play('matrix', 'The matrix stays still (reduced motion is on).'),
      }),
    [startOverlay, play],
  );

  useEffect(() => {
    const listener = createKonamiListener(() => {
      notify('success', 'Cheat code accepted', '↑↑↓↓←→←→BA: +30 lives for every RFQ.');
      play('sparks', 'Sparks would fly here (reduced motion is on).');
    });
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [play]);

  const value = useMemo(() => ({ startOverlay }), [startOverlay]);
  return (
    <EasterEggsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {overlayOpen && <FlagOverlay onClose={closeOverlay} />}
        {effect && <FunEffects effect={effect} />}
      </Suspense>
    </EasterEggsContext.Provider>
  );
}
