/**
 * Start-up in steps. Evaluating the modules a page needs is one long task on a phone (~0.5 s at 4× CPU: zod and the
 * contract's schemas, Chakra's design system, the UI kit), and input waits behind it. The host evaluates them here
 * one group at a time, yielding to the browser between groups, before it renders. The modules are the same ones
 * the SDK imports (evaluated once; later imports find them built). `webpackMode: "eager"` keeps them in the
 * importer's chunks, so the steps add no network round trip.
 */
/** A name (for the performance timeline) and the import that builds its modules. */
export type StartupStage = readonly [name: string, load: () => Promise<unknown>];

/** Lets the browser run input and rendering before the next step (`scheduler.yield` keeps our place in line). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** The SDK's heavy modules, each group a task, in dependency order. */
export const SDK_STARTUP_STAGES: readonly StartupStage[] = [
  ['zod', () => import(/* webpackMode: "eager" */ './zod-stage')],
  ['the catalogue contract', () => import(/* webpackMode: "eager" */ './contract-values/catalogue')],
  ["Chakra's theme", () => import(/* webpackMode: "eager" */ '@chakra-ui/react/theme')],
  ["Chakra's styled system", () => import(/* webpackMode: "eager" */ './design-system-warmup')],
  ['the design system', () => import(/* webpackMode: "eager" */ './design-system')],
  ['the UI kit', () => import(/* webpackMode: "eager" */ './ui')],
];

/**
 * Runs the steps in order with a yield after each; a step that fails is left to fail again where it is used. Each
 * step is a `forge:startup` measure in the performance timeline (DevTools, or `performance.getEntriesByType`).
 */
export async function runInStages(stages: readonly StartupStage[]): Promise<void> {
  for (const [name, load] of stages) {
    const started = performance.now();
    await load().catch(() => undefined);
    try {
      performance.measure(`forge:startup ${name}`, { start: started, end: performance.now() });
    } catch {
      // A browser without User Timing Level 3 (or jsdom): the step still ran.
    }
    await yieldToMain();
  }
}
