import { useEffect, useRef, useState } from 'react';
import { ButtonLink, Box, Button, HStack, Portal, Stack, Text, chakra, paths } from '@forge/shell-sdk';
import { Dialog } from '@forge/shell-sdk/widgets';
import { UsFlagSvg } from '../frame/footer/UsFlag';
import { CloseIcon, SoundOffIcon, SoundOnIcon } from '../frame/icons';
import { nextOverlayTick, overlaySecondsLeft, overlayShouldClose, overlayStage } from './overlay-timing';
import { usePrefersReducedMotion } from './reduced-motion';

/** One note per stage (a rising fanfare), in Hz. */
const STAGE_NOTES = [0, 392, 523.25, 659.25, 783.99, 1046.5, 1318.5];

/** Tiny WebAudio tones: made only after the user turns sound on (a gesture), closed with the overlay. */
function useTones(enabled: boolean) {
  const context = useRef<AudioContext | null>(null);
  useEffect(() => {
    if (enabled && !context.current) {
      const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (Ctor) context.current = new Ctor();
    }
  }, [enabled]);
  useEffect(
    () => () => {
      void context.current?.close().catch(() => undefined);
      context.current = null;
    },
    [],
  );
  return (frequency: number) => {
    const ctx = context.current;
    if (!enabled || !ctx || !frequency) return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.18, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.6);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.65);
  };
}

const STAGE_LINES = [
  '',
  'Made in America',
  'Built by 20,000+ verified US suppliers',
  'Machining · Casting · Molding · Electronics · Assembly',
  'From Pennsylvania to California',
  'Every part, forged at home',
  'Thanks for building with Forge',
];

const Firework = chakra('span', {
  base: {
    position: 'absolute',
    width: '6px',
    height: '6px',
    borderRadius: 'full',
    animation: 'forge-burst 1.4s ease-out infinite',
  },
});

/** The 13 s full-screen patriotic overlay of §2: stages 0..6, a countdown, a close button and a sound toggle. */
export default function FlagOverlay({ onClose }: { onClose: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const [sound, setSound] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playTone = useTones(sound);
  const stage = overlayStage(elapsed);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = performance.now() - started;
      setElapsed(now);
      if (overlayShouldClose(now)) {
        onClose();
        return;
      }
      timer = setTimeout(tick, Math.max(16, nextOverlayTick(now)));
    };
    timer = setTimeout(tick, nextOverlayTick(0));
    return () => clearTimeout(timer);
  }, [onClose]);

  useEffect(() => {
    playTone(STAGE_NOTES[stage] ?? 0);
    // a tone per stage change only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage]);

  const secondsLeft = overlaySecondsLeft(elapsed);
  const animate = !reducedMotion;

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="full" initialFocusEl={() => closeRef.current} role="dialog">
      <Portal>
        <Dialog.Backdrop bg="rgba(6, 15, 29, 0.92)" />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="flag-overlay"
            data-stage={stage}
            bg="radial-gradient(ellipse at top, #1d3461 0%, #0a1628 55%, #060f1d 100%)"
            color="white"
            boxShadow="none"
            borderRadius="0"
            css={{
              '@keyframes forge-wave': { '0%,100%': { transform: 'perspective(400px) rotateY(-8deg) skewY(-2deg)' }, '50%': { transform: 'perspective(400px) rotateY(8deg) skewY(2deg)' } },
              '@keyframes forge-rise': { from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } },
              '@keyframes forge-burst': { '0%': { transform: 'scale(0.2)', opacity: 1 }, '100%': { transform: 'scale(14)', opacity: 0 } },
            }}
          >
            <HStack justify="space-between" p={{ base: 4, md: 6 }}>
              <Text role="timer" aria-live="off" fontSize="sm" color="whiteAlpha.800" data-testid="overlay-countdown">
                Closes in {secondsLeft} s
              </Text>
              <HStack gap={2}>
                <Button
                  size="sm"
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.500"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  aria-pressed={sound}
                  onClick={() => setSound((s) => !s)}
                >
                  {sound ? <SoundOnIcon /> : <SoundOffIcon />}
                  Sound {sound ? 'on' : 'off'}
                </Button>
                <Dialog.CloseTrigger asChild position="static">
                  <Button ref={closeRef} size="sm" colorPalette="brand" aria-label="Close the celebration">
                    <CloseIcon />
                    Close
                  </Button>
                </Dialog.CloseTrigger>
              </HStack>
            </HStack>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center" position="relative" overflow="hidden">
              {animate && stage >= 5 && (
                <Box aria-hidden="true" position="absolute" inset={0} pointerEvents="none">
                  {[
                    ['15%', '20%', '#B22234', '0s'],
                    ['80%', '25%', '#ffffff', '0.3s'],
                    ['30%', '70%', '#3C3B6E', '0.6s'],
                    ['70%', '65%', '#f97316', '0.2s'],
                    ['50%', '15%', '#ffffff', '0.9s'],
                  ].map(([left, top, color, delay]) => (
                    <Firework key={`${left}${top}`} left={left} top={top} bg={color} boxShadow={`0 0 12px ${color}`} style={{ animationDelay: delay }} />
                  ))}
                </Box>
              )}
              <Stack align="center" gap={6} textAlign="center" maxW="3xl" px={4}>
                <Dialog.Title fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" fontWeight="800" letterSpacing="-0.02em">
                  Forge, made in America
                </Dialog.Title>
                <Box
                  opacity={stage >= 1 ? 1 : 0}
                  transition="opacity 600ms"
                  css={animate && stage >= 1 ? { animation: 'forge-wave 2.4s ease-in-out infinite', transformOrigin: 'left center' } : undefined}
                >
                  <UsFlagSvg width={240} />
                </Box>
                <Dialog.Description asChild>
                  <Text key={stage} fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" minH="2em" aria-live="polite" css={animate ? { animation: 'forge-rise 500ms ease-out both' } : undefined}>
                    {STAGE_LINES[stage] || 'Get ready…'}
                  </Text>
                </Dialog.Description>
                <HStack gap={2} aria-label={`Stage ${stage} of 6`} role="img">
                  {[1, 2, 3, 4, 5, 6].map((s) => (
                    <Box key={s} w={8} h={1.5} borderRadius="full" bg={s <= stage ? (s % 2 ? '#B22234' : 'white') : 'whiteAlpha.300'} transition="background 300ms" />
                  ))}
                </HStack>
                {stage >= 6 && (
                  <ButtonLink to={paths.discover()} colorPalette="brand" size="lg" onClick={onClose}>
                    Find US suppliers
                  </ButtonLink>
                )}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
