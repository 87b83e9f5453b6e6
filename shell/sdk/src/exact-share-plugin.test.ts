import { takeExactSingleton } from './exact-share-plugin';

type Args = Parameters<typeof takeExactSingleton>[0];

const defaultResolver = () => undefined;

function argsFor(version: string, shareConfig: Record<string, unknown>): Args {
  const shared = { version, shareConfig, get: () => () => ({}) };
  return {
    shareScopeMap: { default: { react: { '19.2.0': shared, '18.3.1': { ...shared, version: '18.3.1' } } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { version, shareConfig } as unknown as Args['shareInfo'],
    GlobalFederation: {} as Args['GlobalFederation'],
    resolver: defaultResolver,
  } as unknown as Args;
}

describe('takeExactSingleton', () => {
  test('a singleton loaded at exactly the version asked for is taken without the semver check', () => {
    const args = argsFor('19.2.0', { singleton: true, strictVersion: true, requiredVersion: '19.2.0' });
    const result = takeExactSingleton(args);
    expect(result.resolver).not.toBe(defaultResolver);
    expect(result.resolver()).toEqual({ shared: args.shareScopeMap.default!.react!['19.2.0'], useTreesShaking: false });
  });

  test.each([
    ['another version', '18.3.1', { singleton: true, strictVersion: true, requiredVersion: '19.2.0' }],
    ['a range', '19.2.0', { singleton: true, requiredVersion: '^19.0.0' }],
    ['no version asked for', '19.2.0', { singleton: true, requiredVersion: false }],
    ['not a singleton', '19.2.0', { singleton: false, requiredVersion: '19.2.0' }],
  ])('%s is left to the runtime’s own check', (_case, version, shareConfig) => {
    const args = argsFor(version, shareConfig);
    expect(takeExactSingleton(args).resolver).toBe(defaultResolver);
  });

  test('a version missing from the share scope is left to the runtime', () => {
    const args = argsFor('20.0.0', { singleton: true, requiredVersion: '20.0.0' });
    expect(takeExactSingleton(args).resolver).toBe(defaultResolver);
  });
});
