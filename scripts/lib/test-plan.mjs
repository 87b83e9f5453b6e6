// What `npm test` (the quick gate) and `npm run test:deep` (full strength) run, in one place, so that every test
// runs in one of the two. Paths are jest path patterns relative to each package.

/** Test paths that only `npm run test:deep` runs: conformance suites and chaos. */
export const DEEP_ONLY = {
  // MongoDB's own spec and driver suites against the embedded store.
  'services/mongo-embedded': ['<rootDir>/conformance/'],
  // The identity provider against the Keycloak compatibility suite.
  'services/identity': ['<rootDir>/test/compat/'],
  // kill -9 of a worker in a 15,000-line job and a Redis restart mid-queue.
  services: ['<rootDir>/test/bom/resilience.test.ts'],
};

/** Tests that run in both, at gate strength in `npm test` and again with FORGE_TEST_DEPTH=deep in test:deep. */
export const DEEP_STRENGTH = {
  services: ['test/security/fuzz-bodies.test.ts', 'test/security/analytics-abuse.test.ts'],
};
