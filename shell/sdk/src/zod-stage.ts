import { z } from 'zod';

/**
 * A start-up step of its own for zod's modules (see startup.ts): the contract's schemas are built in the next one.
 * Names one member, not the namespace: importing all of zod would also bundle every locale it ships.
 */
export const zodLoaded = typeof z.object === 'function';
