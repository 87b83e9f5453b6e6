import { fork, type ChildProcess } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatBackend } from './backend.js';
import { GroundedWriter, SYSTEM_PROMPT } from './openai-backend.js';
import { SupplierGrounding } from './grounding.js';
import { TOOL_LIST } from './tools.js';
import { z } from 'zod';

/**
 * A local GGUF model run by node-llama-cpp in a separate process (local-llm-worker.ts), so generation never blocks
 * the API's event loop. node-llama-cpp is an optional install (`npm run setup:local-llm`); when it is missing the
 * worker says so and the exchange falls back to the embedded backend with a notice.
 * Protocol (process messages): → {type:'ask', id, system, messages, tools}; ← {type:'text'|'call'|'done'|'error', id, …};
 * → {type:'result', callId, output}.
 */

type WorkerMessage =
  | { type: 'text'; id: string; delta: string }
  | { type: 'call'; id: string; callId: string; name: string; args: Record<string, unknown> }
  | { type: 'done'; id: string }
  | { type: 'error'; id: string; message: string };

const workerPath = () => {
  const here = fileURLToPath(import.meta.url);
  return here.replace(/local-llm\.(ts|js)$/, (_m, ext: string) => `local-llm-worker.${ext}`);
};

export function localGgufBackend(options: { modelPath: string; timeoutMs: number }): ChatBackend {
  let child: ChildProcess | null = null;
  const worker = () => {
    if (child && child.connected) return child;
    const path = workerPath();
    child = fork(path, [options.modelPath], { execArgv: path.endsWith('.ts') ? ['--import', 'tsx'] : [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.unref();
    return child;
  };
  let sequence = 0;
  return {
    name: `local-gguf:${basename(options.modelPath)}`,
    async answer(input, sink) {
      const proc = worker();
      const id = String(++sequence);
      const grounding = new SupplierGrounding();
      const writer = new GroundedWriter(sink, grounding);
      const tools = Object.fromEntries(TOOL_LIST.map((t) => [t.name, { description: t.description, params: z.toJSONSchema(t.input) }]));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error('The local model took too long to answer.')), options.timeoutMs);
        const onAbort = () => finish(new Error('stopped'));
        sink.signal.addEventListener('abort', onAbort);
        const finish = (error?: Error) => {
          clearTimeout(timer);
          sink.signal.removeEventListener('abort', onAbort);
          proc.off('message', onMessage);
          proc.off('exit', onExit);
          if (error) reject(error);
          else resolve();
        };
        const onExit = () => finish(new Error('The local model process exited.'));
        const onMessage = (raw: unknown) => {
          const msg = raw as WorkerMessage;
          if (msg.id !== id) return;
          if (msg.type === 'text') writer.push(msg.delta);
          else if (msg.type === 'done') finish();
          else if (msg.type === 'error') finish(new Error(msg.message));
          else if (msg.type === 'call') {
            const t = TOOL_LIST.find((x) => x.name === msg.name);
            const run = t
              ? sink.step(t.name, msg.args, t.step(msg.args), () => t.run(input.ctx, t.input.parse(msg.args))).then((output) => (grounding.learn(output), output))
              : Promise.resolve({ error: `no tool ${msg.name}` });
            run.then(
              (output) => proc.send({ type: 'result', callId: msg.callId, output }),
              (error: unknown) => proc.send({ type: 'result', callId: msg.callId, output: { error: error instanceof Error ? error.message : 'failed' } }),
            );
          }
        };
        proc.on('message', onMessage);
        proc.once('exit', onExit);
        const context = input.uploadId ? `\n(This conversation is about the BOM upload ${input.uploadId}.)` : '';
        proc.send({ type: 'ask', id, system: SYSTEM_PROMPT, messages: [...input.history, { role: 'user', text: `${input.message}${context}` }], tools });
      });
      writer.end();
      return { slots: null };
    },
  };
}
