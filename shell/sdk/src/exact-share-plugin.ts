/**
 * A federation runtime plugin (browser builds): a shared singleton whose loaded version is exactly the version asked
 * for is taken as it is. Every singleton here asks for an exact version (federation.mjs), and the runtime's default
 * answer checks it with its semver parser, which compiles a dozen regular expressions per check: ~40 ms of a phone's
 * main thread at start-up, for answers that are all "yes". Anything else (another version, a range) is left to the
 * runtime's own check, so a mismatched strict singleton still fails as before.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

export function takeExactSingleton(args: ResolveShareArgs): ResolveShareArgs {
  const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
  const { singleton, requiredVersion } = shareInfo.shareConfig ?? {};
  if (!singleton || typeof requiredVersion !== 'string' || requiredVersion !== version) return args;
  const shared = shareScopeMap[scope]?.[pkgName]?.[version];
  if (!shared) return args;
  return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
}

export default function exactSharePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'forge-exact-share', resolveShare: takeExactSingleton };
}
