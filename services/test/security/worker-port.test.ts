import { createServer } from 'node:net';
import { createLogger } from '../../src/lib/logger.js';
import { startBomWorker, type RunningWorker } from '../../src/worker/bom-worker.js';
import { startTestStack, type TestStack } from '../support/stack.js';

/** A second worker on the same machine takes a free metrics port instead of crashing with EADDRINUSE. */
describe('two BOM workers on one machine', () => {
  let stack: TestStack;
  const workers: RunningWorker[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ redis: true });
  });

  afterAll(async () => {
    for (const w of workers) await w.close(5000);
    await stack?.stop();
  });

  it('both start; the second reports another metrics port, and both serve /metrics', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const logger = createLogger('test-worker', 'silent');
    workers.push(await startBomWorker(stack.config, logger, { connectMongo: false, metricsPort: port }));
    workers.push(await startBomWorker(stack.config, logger, { connectMongo: false, metricsPort: port }));
    const [first, second] = workers;
    expect(first!.metricsPort).toBe(port);
    expect(second!.metricsPort).not.toBe(port);
    expect(second!.metricsPort).toBeGreaterThan(0);
    for (const w of workers) {
      const response = await fetch(`http://127.0.0.1:${w.metricsPort}/metrics`);
      expect(response.status).toBe(200);
    }
  });
});
