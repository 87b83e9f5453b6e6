/**
 * The local GGUF model's process (see local-llm.ts). node-llama-cpp is loaded with a dynamic import because it is
 * an optional install: `npm run setup:local-llm`. Tool calls are sent to the API process, which runs them as the user.
 * Questions are answered one at a time (two generations at once on a small CPU would each run at half speed).
 */
const modelPath = process.argv[2] ?? '';
// node-llama-cpp's default on a CPU is at least 4 threads; on a 2-core machine the extra threads wait on each other
const threads = Math.max(1, Number(process.argv[3]) || 1);
/** The longest answer, in tokens: a model that never writes its end token stops here, not at a full context. */
const MAX_TOKENS = 1024;
/** Context in tokens: the system prompt and tool descriptions take about 1,500; tool results and history the rest. */
const CONTEXT = { min: 4096, max: 16384 };

type Ask = { type: 'ask'; id: string; system: string; messages: { role: 'user' | 'assistant'; text: string }[]; tools: Record<string, { description: string; params: unknown }> };
type Result = { type: 'result'; id: string; callId: string; output: unknown };
type Cancel = { type: 'cancel'; id: string };

const send = (message: unknown): void => {
  process.send?.(message);
};

interface LlamaModel {
  createContext(options: { contextSize: { min: number; max: number } }): Promise<{ getSequence(): unknown; dispose(): Promise<void> }>;
}
interface LlamaSession {
  setChatHistory(history: unknown[]): void;
  prompt(
    text: string,
    options: { functions: Record<string, unknown>; onTextChunk: (delta: string) => void; signal: AbortSignal; stopOnAbortSignal: boolean; maxTokens: number },
  ): Promise<string>;
}
/** The parts of node-llama-cpp's API used here (it is not a dependency of the default install, so no types). */
interface LlamaModule {
  getLlama(options: { maxThreads: number }): Promise<{ loadModel(options: { modelPath: string }): Promise<LlamaModel> }>;
  LlamaChatSession: new (options: { contextSequence: unknown; systemPrompt: string }) => LlamaSession;
  defineChatSessionFunction(options: { description: string; params: unknown; handler: (args: Record<string, unknown>) => Promise<unknown> }): unknown;
}

async function load() {
  let llama: LlamaModule;
  try {
    const moduleName = 'node-llama-cpp';
    llama = (await import(moduleName)) as LlamaModule;
  } catch {
    throw new Error('node-llama-cpp is not installed: run `npm run setup:local-llm` to use LLM_MODEL_PATH, or set LLM_BASE_URL.');
  }
  const runtime = await llama.getLlama({ maxThreads: threads });
  const model = await runtime.loadModel({ modelPath });
  return { llama, model };
}

let loaded: ReturnType<typeof load> | null = null;
/** Per question being answered: its abort controller and the tool calls waiting for the API. */
const running = new Map<string, { controller: AbortController; calls: Map<string, (output: unknown) => void> }>();
let callSequence = 0;
let queue: Promise<void> = Promise.resolve();

async function answer(ask: Ask, signal: AbortSignal, calls: Map<string, (output: unknown) => void>) {
  loaded ??= load();
  const { llama, model } = await loaded;
  if (signal.aborted) return;
  const context = await model.createContext({ contextSize: CONTEXT });
  try {
    const session = new llama.LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: ask.system });
    const history = ask.messages.slice(0, -1);
    if (history.length) session.setChatHistory([{ type: 'system', text: ask.system }, ...history.map((m) => (m.role === 'user' ? { type: 'user', text: m.text } : { type: 'model', response: [m.text] }))]);
    const functions: Record<string, unknown> = {};
    for (const [name, tool] of Object.entries(ask.tools)) {
      functions[name] = llama.defineChatSessionFunction({
        description: tool.description,
        params: tool.params,
        handler: (args: Record<string, unknown>) =>
          new Promise((resolve) => {
            const callId = String(++callSequence);
            calls.set(callId, resolve);
            send({ type: 'call', id: ask.id, callId, name, args: args ?? {} });
          }),
      });
    }
    await session.prompt(ask.messages.at(-1)!.text, {
      functions,
      onTextChunk: (delta: string) => send({ type: 'text', id: ask.id, delta }),
      signal,
      stopOnAbortSignal: true,
      maxTokens: MAX_TOKENS,
    });
  } finally {
    await context.dispose();
  }
}

process.on('message', (raw: unknown) => {
  const message = raw as Ask | Result | Cancel;
  if (message.type === 'result') {
    const calls = running.get(message.id)?.calls;
    calls?.get(message.callId)?.(message.output);
    calls?.delete(message.callId);
    return;
  }
  if (message.type === 'cancel') {
    const run = running.get(message.id);
    if (!run) return;
    run.controller.abort();
    // a tool call still waiting for the API ends the generation too
    for (const resolve of run.calls.values()) resolve({ error: 'The user stopped the answer.' });
    run.calls.clear();
    return;
  }
  const run = { controller: new AbortController(), calls: new Map<string, (output: unknown) => void>() };
  running.set(message.id, run);
  queue = queue
    .then(() => answer(message, run.controller.signal, run.calls))
    .then(
      () => send({ type: 'done', id: message.id }),
      (error: unknown) => send({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => running.delete(message.id));
});

// the API is gone (stopped or crashed): do not keep a model in memory for nobody
process.on('disconnect', () => process.exit(0));
