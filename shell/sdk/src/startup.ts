/**
 * Start-up in steps. Evaluating the modules a page needs is one long task on a phone (~0.5 s at 4× CPU: zod and the
 * contract's schemas, Chakra's design system, the UI kit), and input waits behind it. The host evaluates them here
 * one group at a time, yielding to the browser between groups, before it renders. The modules are the same ones
 * the SDK imports (evaluated once; later imports find them built). `webpackMode: "eager"` keeps them in the
 * importer's chunks, so the steps add no network round trip.
 */
export type StartupStage = () => Promise<unknown>;

/** Lets the browser run input and rendering before the next step (`scheduler.yield` keeps our place in line). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The SDK's heavy modules, each group a task, in dependency order. Not zod itself: importing its namespace would
 * keep every export (all its locales) in the bundle; the first contract group builds it.
 */
export const SDK_STARTUP_STAGES: readonly StartupStage[] = [
  () => import(/* webpackMode: "eager" */ './contract-values/public'),
  () => import(/* webpackMode: "eager" */ './contract-values/buying'),
  () => import(/* webpackMode: "eager" */ './contract-values/admin'),
  () => import(/* webpackMode: "eager" */ '@chakra-ui/react/theme'),
  () => import(/* webpackMode: "eager" */ './design-system'),
  () => import(/* webpackMode: "eager" */ './ui'),
];

/** Runs the steps in order with a yield after each; a step that fails is left to fail again where it is used. */
export async function runInStages(stages: readonly StartupStage[]): Promise<void> {
  for (const stage of stages) {
    await stage().catch(() => undefined);
    await yieldToMain();
  }
}
