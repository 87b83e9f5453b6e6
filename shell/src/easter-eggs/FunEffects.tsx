import { useEffect, useRef } from 'react';
import { Box } from '@forge/shell-sdk';

import type { FunEffect } from './effects';

/** The page wiggles for a few seconds (console `dance`). Decorative only. */
function Dance() {
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const animation = main.animate(
      [
        { transform: 'rotate(0deg)' },
        { transform: 'rotate(1.2deg) translateY(-4px)' },
        { transform: 'rotate(-1.2deg) translateY(2px)' },
        { transform: 'rotate(0deg)' },
      ],
      { duration: 600, iterations: 5, easing: 'ease-in-out' },
    );
    return () => animation.cancel();
  }, []);
  return null;
}

/** Falling characters over the page (console `matrix`); it never takes the pointer or focus. */
function Matrix() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const size = 16;
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    const drops = Array.from({ length: Math.ceil(canvas.width / size) }, () => Math.random() * -40);
    const glyphs = 'FORGE01アイウエオカキクケコ⚙︎';
    let frame = 0;
    const draw = () => {
      ctx.fillStyle = 'rgba(0, 0, 0, 0.08)';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#22c55e';
      ctx.font = `${size}px monospace`;
      drops.forEach((y, i) => {
        ctx.fillText(glyphs[Math.floor(Math.random() * glyphs.length)]!, i * size, y * size);
        drops[i] = y * size > canvas.height && Math.random() > 0.96 ? 0 : y + 1;
      });
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);
  return <canvas ref={canvasRef} style={{ position: 'fixed', inset: 0, zIndex: 2000, pointerEvents: 'none', opacity: 0.85 }} />;
}

/** Sparks fly up from the bottom of the screen (the Konami code). */
function Sparks() {
  const sparks = Array.from({ length: 36 }, (_, i) => i);
  return (
    <Box
      position="fixed"
      inset={0}
      zIndex={2000}
      pointerEvents="none"
      overflow="hidden"
      css={{ '@keyframes forge-spark': { from: { transform: 'translateY(0) scale(1)', opacity: 1 }, to: { transform: 'translateY(-95vh) scale(0.3)', opacity: 0 } } }}
    >
      {sparks.map((i) => (
        <Box
          key={i}
          position="absolute"
          bottom="-10px"
          left={`${(i * 37) % 100}%`}
          w="6px"
          h="6px"
          borderRadius="full"
          bg={i % 3 === 0 ? '#fbbf24' : '#f97316'}
          boxShadow="0 0 10px #f97316"
          style={{ animation: `forge-spark ${1.4 + (i % 5) * 0.2}s ${(i % 7) * 0.08}s ease-out both` }}
        />
      ))}
    </Box>
  );
}

export default function FunEffects({ effect }: { effect: FunEffect }) {
  return (
    <Box aria-hidden="true">
      {effect === 'dance' ? <Dance /> : effect === 'matrix' ? <Matrix /> : <Sparks />}
    </Box>
  );
}
