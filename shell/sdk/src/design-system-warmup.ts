/**
 * A small design system built first, in a start-up task of its own, so that Chakra's styled-system code is compiled
 * and warm when the real one is built in the next task (see startup.ts).
 */
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';

export const warmedUp = createSystem(defaultBaseConfig, { theme: { tokens: { colors: { warm: { value: '#000' } } }, semanticTokens: { colors: { up: { value: '{colors.warm}' } } } } }) !== null;
