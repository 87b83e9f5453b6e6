import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Heading, HStack, List, SimpleGrid, Stack, Text, chakra } from '@forge/shell-sdk';
import type { Presentation } from '../api';

/** The slide number from `?slide=N` (1-based), clamped to the deck. */
export function slideFromQuery(value: string | null, count: number): number {
  const n = Number.parseInt(value ?? '1', 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, Math.max(count, 1));
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A slide deck: ←/→ (and Home/End) navigate, the button toggles full screen, and each slide has its own URL (?slide=N). */
export function SlideViewer({ deck }: { deck: Presentation }) {
  const [params, setParams] = useSearchParams();
  const count = deck.slides.length;
  const current = slideFromQuery(params.get('slide'), count);
  const slide = deck.slides[current - 1];
  const viewerRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);

  // The slide shown or just asked for: a key pressed before React re-renders moves from there, not from the last render.
  const latest = useRef(current);
  latest.current = current;

  const goTo = useCallback(
    (n: number) => {
      const next = Math.min(Math.max(n, 1), count);
      latest.current = next;
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('slide', String(next));
          return p;
        },
        { replace: true },
      );
    },
    [count, setParams],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
      const at = latest.current;
      const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, PageDown: at + 1, PageUp: at - 1, Home: 1, End: count };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      goTo(target);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, goTo]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === viewerRef.current && viewerRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await viewerRef.current?.requestFullscreen();
    } catch {
      /* full screen refused by the browser (e.g. iframe policy): keep the inline view */
    }
  };

  if (!slide) return <Text>This presentation has no slides yet.</Text>;

  return (
    <Stack
      ref={viewerRef}
      gap={4}
      bg={fullscreen ? 'navy.900' : undefined}
      p={fullscreen ? 8 : 0}
      justify={fullscreen ? 'center' : undefined}
      // Keep the slide and its controls in one screen: the width follows the viewport height.
      w="full"
      maxW={fullscreen ? 'none' : { md: 'max(640px, calc((100vh - 340px) * 16 / 9))' }}
      role="region"
      aria-roledescription="slide deck"
      aria-label={deck.title}
    >
      <Box
        bg="navy.900"
        color="white"
        borderRadius={fullscreen ? 'none' : 'xl'}
        aspectRatio={{ base: 'auto', md: '16 / 9' }}
        minH={{ base: '420px', md: 'auto' }}
        w="full"
        maxW={fullscreen ? 'calc((100vh - 140px) * 16 / 9)' : undefined}
        mx="auto"
        overflow="auto"
        p={{ base: 6, md: 10 }}
        display="flex"
        flexDirection="column"
        justifyContent="safe center"
        backgroundImage="radial-gradient(circle at 100% 0%, rgba(249,115,22,0.22), transparent 50%)"
        aria-roledescription="slide"
        aria-label={`Slide ${current} of ${count}: ${slide.title}`}
      >
        <Stack gap={{ base: 4, md: fullscreen ? 6 : 4 }} maxW="4xl">
          <Text fontSize="sm" color="brand.300" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
            {deck.customer}
          </Text>
          <Heading as="h2" fontSize={{ base: '2xl', md: fullscreen ? '5xl' : '3xl' }} lineHeight="1.1">
            {slide.title}
          </Heading>
          {slide.subtitle && (
            <Text fontSize={{ base: 'lg', md: fullscreen ? '2xl' : 'xl' }} color="navy.100">
              {slide.subtitle}
            </Text>
          )}
          {slide.bullets.length > 0 && (
            <List.Root gap={2} ps={5} fontSize={{ base: 'md', md: fullscreen ? '2xl' : 'lg' }}>
              {slide.bullets.map((b) => (
                <List.Item key={b}>{b}</List.Item>
              ))}
            </List.Root>
          )}
          {slide.stats.length > 0 && (
            <SimpleGrid columns={{ base: 2, md: slide.stats.length }} gap={4}>
              {slide.stats.map((s) => (
                <Stack key={s.label} gap={0}>
                  <Text fontSize={{ base: '2xl', md: fullscreen ? '5xl' : '3xl' }} fontWeight="bold" color="brand.300">
                    {s.value}
                  </Text>
                  <Text fontSize="sm" color="navy.100">
                    {s.label}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          )}
          {slide.note && (
            <Text fontSize="sm" color="navy.100">
              {slide.note}
            </Text>
          )}
        </Stack>
      </Box>
      <Flex justify="space-between" align="center" gap={3} wrap="wrap" color={fullscreen ? 'white' : undefined}>
        <HStack gap={2}>
          <Button onClick={() => goTo(current - 1)} disabled={current === 1} variant="outline" aria-label="Previous slide" bg={fullscreen ? 'white' : undefined}>
            ← Previous
          </Button>
          <Button onClick={() => goTo(current + 1)} disabled={current === count} colorPalette="brand" aria-label="Next slide">
            Next →
          </Button>
        </HStack>
        <Text aria-live="polite" fontWeight="medium">
          Slide {current} of {count}
        </Text>
        <HStack gap={2}>
          <chakra.nav aria-label="Slides" display={{ base: 'none', md: 'flex' }} gap={1}>
            {deck.slides.map((s, i) => (
              <chakra.button
                key={s.title}
                type="button"
                onClick={() => goTo(i + 1)}
                aria-label={`Go to slide ${i + 1}: ${s.title}`}
                aria-current={i + 1 === current ? 'step' : undefined}
                w={3}
                h={3}
                borderRadius="full"
                bg={i + 1 === current ? 'brand.600' : 'gray.300'}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              />
            ))}
          </chakra.nav>
          <Button onClick={toggleFullscreen} variant="outline" bg={fullscreen ? 'white' : undefined}>
            {fullscreen ? 'Exit full screen' : 'Full screen'}
          </Button>
        </HStack>
      </Flex>
      {!fullscreen && (
        <Text fontSize="sm" color="gray.700">
          Use ← and → to move between slides. Share a slide by copying the address: it includes the slide number.
        </Text>
      )}
    </Stack>
  );
}
