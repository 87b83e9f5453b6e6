export type FunEffect = 'dance' | 'matrix' | 'sparks';
/** How long each console/Konami effect runs. */
export const FUN_EFFECT_MS: Record<FunEffect, number> = { dance: 3000, matrix: 6000, sparks: 2500 };
