import { spreadScriptLoads, type LoadScript } from './spread-script-loads';

describe('spreadScriptLoads', () => {
  function setUp(perTask: number) {
    const loaded: string[] = [];
    const tasks: (() => void)[] = [];
    const load: LoadScript = (url) => loaded.push(url);
    const spread = spreadScriptLoads(load, (run) => tasks.push(run), perTask);
    const runTask = () => tasks.shift()!();
    return { loaded, tasks, spread, runTask };
  }

  it('appends nothing in the task that asks, then a few scripts per task, in order', () => {
    const { loaded, tasks, spread, runTask } = setUp(2);
    for (const url of ['a', 'b', 'c', 'd', 'e']) spread(url, () => undefined);
    expect(loaded).toEqual([]);
    runTask();
    expect(loaded).toEqual(['a', 'b']);
    runTask();
    expect(loaded).toEqual(['a', 'b', 'c', 'd']);
    runTask();
    expect(loaded).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(tasks).toHaveLength(0);
  });

  it('passes every argument through and starts again for scripts asked for later', () => {
    const calls: unknown[][] = [];
    const tasks: (() => void)[] = [];
    const done = () => undefined;
    const spread = spreadScriptLoads((...args) => calls.push(args), (run) => tasks.push(run), 4);
    spread('x.js', done, 'forge_shell:1', 1);
    tasks.shift()!();
    spread('y.js', done, 'forge_shell:2', 2);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(calls).toEqual([
      ['x.js', done, 'forge_shell:1', 1],
      ['y.js', done, 'forge_shell:2', 2],
    ]);
  });
});
