import { createLogger } from '../../src/lib/logger.js';
import { startBomWorker, type RunningWorker } from '../../src/worker/bom-worker.js';
import { startTestStack, type TestStack } from './stack.js';

export type StackWithWorker = TestStack & { worker: RunningWorker };

/** A test stack with Redis and a real BOM worker on it; stop() closes the worker first, then the stack. */
export async function startStackWithWorker(env: Record<string, string> = {}): Promise<StackWithWorker> {
  const stack = await startTestStack({ redis: true, env });
  try {
    const worker = await startBomWorker(stack.config, createLogger('test-worker', 'silent'), { connectMongo: false, metricsPort: 0 });
    return {
      ...stack,
      worker,
      async stop() {
        await worker.close(5000);
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
