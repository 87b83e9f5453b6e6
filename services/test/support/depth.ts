/**
 * How hard the tests push. `npm test` is the quick gate (FORGE_TEST_DEPTH unset); `npm run test:deep` sets
 * FORGE_TEST_DEPTH=deep and runs fuzzers and floods at full strength. Seeds stay fixed at both depths.
 */
export const DEEP = process.env.FORGE_TEST_DEPTH === 'deep';

export function atDepth<T>(gate: T, deep: T): T {
  return DEEP ? deep : gate;
}
