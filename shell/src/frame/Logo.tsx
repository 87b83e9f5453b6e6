import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { chakra } from '@forge/shell-sdk';
import { msUntilReshuffle, readLogoState, resumeLogoState, shuffleScheme, writeLogoState, type LogoState } from './logo-scheme';
import { navyFocusRing } from './link-styles';

/** The session's logo state, reshuffled every 30 s and kept in sessionStorage across reloads (§2). */
function useLogoState(): LogoState {
  const [state, setState] = useState<LogoState>(() => resumeLogoState(readLogoState(), Date.now(), Math.random));

  useEffect(() => {
    writeLogoState(state);
    const timer = setTimeout(
      () => setState((prev) => ({ ...prev, scheme: shuffleScheme(Math.random, prev.scheme), shuffledAt: Date.now() })),
      msUntilReshuffle(state.shuffledAt, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state]);

  // The intro plays once per session; later pages show the mark at rest.
  useEffect(() => {
    if (state.introPlayed) return;
    const timer = setTimeout(() => setState((prev) => ({ ...prev, introPlayed: true })), 900);
    return () => clearTimeout(timer);
  }, [state.introPlayed]);

  return state;
}

/** The Forge mark: three forged bars and a spark, coloured by the current scheme. */
export function Logo() {
  const { scheme, introPlayed } = useLogoState();
  const bar = (delay: number) => ({
    transition: 'fill 1.2s ease',
    animation: introPlayed ? undefined : `forge-logo-bar 600ms ${delay}ms both cubic-bezier(.2,.8,.2,1)`,
  });
  return (
    <chakra.a
      asChild
      display="inline-flex"
      alignItems="center"
      gap={2}
      borderRadius="md"
      _focusVisible={navyFocusRing('4px')}
      css={{
        '@keyframes forge-logo-bar': { from: { opacity: 0, transform: 'translateX(-6px)' }, to: { opacity: 1, transform: 'none' } },
        '@keyframes forge-logo-spark': { '0%,100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
      }}
    >
      <RouterLink to="/" aria-label="Forge home">
        <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false" data-testid="logo-mark" data-scheme={scheme.join(' ')}>
          <rect width="34" height="34" rx="9" fill="#132544" />
          <path d="M9 8h16l-2.5 4.5H9z" fill={scheme[0]} style={bar(0)} />
          <path d="M9 15h12l-2.5 4.5H9z" fill={scheme[1]} style={bar(120)} />
          <path d="M9 22h4.5v5H9z" fill={scheme[2]} style={bar(240)} />
          <circle cx="24.5" cy="24" r="2.6" fill={scheme[3]} style={{ transition: 'fill 1.2s ease', animation: 'forge-logo-spark 3s ease-in-out infinite' }} />
        </svg>
        <chakra.span fontSize="xl" fontWeight="800" letterSpacing="-0.02em" color="white">
          Forge
        </chakra.span>
      </RouterLink>
    </chakra.a>
  );
}
