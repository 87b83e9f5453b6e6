// Shared jest settings for the front-end packages: jsdom, swc, Testing Library, and the polyfills Chakra needs.
import path from 'node:path';

/**
 * @param {{ viewport?: boolean }} options `viewport`: width media queries answer from window.innerWidth, a test
 *   can resize, async queries wait longer, and every test starts with no toast (jest.setup.viewport.ts).
 */
export function webJestConfig(dir, displayName, { viewport = false } = {}) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
      ],
    },
    moduleNameMapper: {
      // Tests see the same router surface the host provides at run time.
      '^react-router-dom$': path.join(import.meta.dirname, '../src/router-kit.ts'),
      '\\.(png|jpe?g|gif|svg|webp|mp3|woff2?)$': path.join(import.meta.dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      path.join(import.meta.dirname, 'jest.setup.ts'),
      ...(viewport ? [path.join(import.meta.dirname, 'jest.setup.viewport.ts')] : []),
    ],
    testTimeout: 20000,
    // What the shared webpack config injects at build time.
    globals: { __FORGE_BUILD_ID__: 'test' },
  };
}
