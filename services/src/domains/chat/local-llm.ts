import { fork, type ChildProcess } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ChatBackend } from './backend.js';
import { GroundedWriter, runToolCall, SYSTEM_PROMPT } from './openai-backend.js';
import { SupplierGrounding } from './grounding.js';
import { TOOL_LIST } from './tool-list.js';

/**
 * A local GGUF model run by node-llama-cpp in a separate process (local-llm-worker.ts), so generation never blocks
 * the API's event loop. node-llama-cpp is an optional install (`npm run setup:local-llm`); when it is missing or the
 * file does not load, the worker says so and the exchange falls back to the embedded backend with a notice.
 * Protocol (process messages): → {type:'ask', id, system, messages, tools}; ← {type:'text'|'call'|'done'|'error', id, …};
 * → {type:'result', id, callId, output}; → {type:'cancel', id} when the user stops or the answer times out, which
 * aborts the worker's generation (it answers one question at a time, so a stopped one must not hold the next).
 */

type WorkerMessage =
  | { type: 'text'; id: string; delta: string }
  | { type: 'call'; id: string; callId: string; name: string; args: Record<string, unknown> }
  | { type: 'done'; id: string }
  | { type: 'error'; id: string; message: string };

/**
 * The tool's JSON schema as node-llama-cpp's grammar reads it: there every property of an object is required, so an
 * optional one may be null instead (and nulls are dropped before the tool checks its input).
 */
export function grammarSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(grammarSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const { $schema: _ignored, ...rest } = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) out[key] = key === 'properties' ? value : grammarSchema(value);
  if (rest.properties && typeof rest.properties === 'object') {
    const required = new Set(Array.isArray(rest.required) ? (rest.required as string[]) : []);
    out.properties = Object.fromEntries(
      Object.entries(rest.properties as Record<string, unknown>).map(([key, value]) => [key, required.has(key) ? grammarSchema(value) : { oneOf: [grammarSchema(value), { type: 'null' }] }]),
    );
  }
  return out;
}

const withoutNulls = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args ?? {}).filter(([, v]) => v !== null));

const workerPath = () => {
  const here = fileURLToPath(import.meta.url);
  return here.replace(/local-llm\.(ts|js)$/, (_m, ext: string) => `local-llm-worker.${ext}`);
};

export function localGgufBackend(options: { modelPath: string; timeoutMs: number; threads: number }): ChatBackend {
  let child: ChildProcess | null = null;
  const worker = () => {
    if (child && child.connected) return child;
    const path = workerPath();
    child = fork(path, [options.modelPath, String(options.threads)], { execArgv: path.endsWith('.ts') ? ['--import', 'tsx'] : [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // neither the process nor its channel keeps the API alive; close() ends it
    child.unref();
    child.channel?.unref();
    return child;
  };
  const tools = Object.fromEntries(TOOL_LIST.map((t) => [t.name, { description: t.description, params: grammarSchema(z.toJSONSchema(t.input)) }]));
  let sequence = 0;
  return {
    name: `local-gguf:${basename(options.modelPath)}`,
    close() {
      child?.kill();
      child = null;
    },
    async answer(input, sink) {
      const proc = worker();
      const id = String(++sequence);
      const grounding = new SupplierGrounding();
      grounding.learn(input.earlierSuppliers ?? []);
      const writer = new GroundedWriter(sink, grounding);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error('The local model took too long to answer.')), options.timeoutMs);
        const onAbort = () => finish(new Error('stopped'));
        sink.signal.addEventListener('abort', onAbort);
        const finish = (error?: Error) => {
          clearTimeout(timer);
          sink.signal.removeEventListener('abort', onAbort);
          proc.off('message', onMessage);
          proc.off('exit', onExit);
          if (error && proc.connected) proc.send({ type: 'cancel', id });
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
            const reply = (output: unknown) => proc.connected && proc.send({ type: 'result', id, callId: msg.callId, output });
            runToolCall(msg.name, withoutNulls(msg.args), input, sink, grounding).then(reply, (error: unknown) => reply({ error: error instanceof Error ? error.message : 'failed' }));
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
