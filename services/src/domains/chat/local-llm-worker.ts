/**
 * The local GGUF model's process (see local-llm.ts). node-llama-cpp is loaded with a dynamic import because it is
 * an optional install: `npm run setup:local-llm`. Tool calls are sent to the API process, which runs them as the user.
 */
const modelPath = process.argv[2] ?? '';
const pending = new Map<string, (output: unknown) => void>();
let callSequence = 0;

type Ask = { type: 'ask'; id: string; system: string; messages: { role: 'user' | 'assistant'; text: string }[]; tools: Record<string, { description: string; params: unknown }> };
type Result = { type: 'result'; callId: string; output: unknown };

const send = (message: unknown) => process.send?.(message);

interface LlamaModel {
  createContext(options: { contextSize: number }): Promise<{ getSequence(): unknown; dispose(): Promise<void> }>;
}
interface LlamaSession {
  setChatHistory(history: unknown[]): void;
  prompt(text: string, options: { functions: Record<string, unknown>; onTextChunk: (delta: string) => void }): Promise<string>;
}
/** The parts of node-llama-cpp's API used here (it is not a dependency of the default install, so no types). */
interface LlamaModule {
  getLlama(): Promise<{ loadModel(options: { modelPath: string }): Promise<LlamaModel> }>;
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
  const runtime = await llama.getLlama();
  const model = await runtime.loadModel({ modelPath });
  return { llama, model };
}

let loaded: ReturnType<typeof load> | null = null;

async function answer(ask: Ask) {
  loaded ??= load();
  const { llama, model } = await loaded;
  const context = await model.createContext({ contextSize: 4096 });
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
            pending.set(callId, resolve);
            send({ type: 'call', id: ask.id, callId, name, args: args ?? {} });
          }),
      });
    }
    await session.prompt(ask.messages.at(-1)!.text, { functions, onTextChunk: (delta: string) => send({ type: 'text', id: ask.id, delta }) });
  } finally {
    await context.dispose();
  }
}

process.on('message', (raw: unknown) => {
  const message = raw as Ask | Result;
  if (message.type === 'result') {
    pending.get(message.callId)?.(message.output);
    pending.delete(message.callId);
    return;
  }
  answer(message).then(
    () => send({ type: 'done', id: message.id }),
    (error: unknown) => send({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) }),
  );
});
