import { runInStages } from './startup';

describe('runInStages', () => {
  const measures: string[] = [];
  beforeAll(() => {
    // jsdom has no User Timing; the browser's records the same call.
    Object.assign(performance, { measure: (name: string) => void measures.push(name) });
  });

  it('runs the steps in order, each in a task of its own, and records each as a measure', async () => {
    const events: string[] = [];
    // A task queued before the run: it runs between the first and the second step, not after the last.
    const run = runInStages([
      ['one', async () => events.push('one')],
      ['two', async () => events.push('two')],
    ]);
    setTimeout(() => events.push('other task'), 0);
    await run;
    expect(events).toEqual(['one', 'other task', 'two']);
    expect(measures).toEqual(['forge:startup one', 'forge:startup two']);
  });

  it('goes on past a step that fails (the module fails again where it is used, with its own error)', async () => {
    const events: string[] = [];
    await runInStages([
      ['broken', () => Promise.reject(new Error('chunk failed'))],
      ['next', async () => events.push('next')],
    ]);
    expect(events).toEqual(['next']);
  });
});
