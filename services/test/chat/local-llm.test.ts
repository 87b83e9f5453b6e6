/**
 * Backend 2 for real: a GGUF model run by node-llama-cpp in the worker process, behind the real API, identity
 * provider and database, asked by the signed-in demo buyer over HTTP. Opt-in, because node-llama-cpp is an optional
 * install and no model ships with Forge. It expects the tiny scripted model of services/scripts/tiny-gguf.py (it calls
 * search_suppliers, then names a supplier that no tool returned):
 *
 *   npm run setup:local-llm -w @forge/services
 *   python3 services/scripts/tiny-gguf.py /tmp/tiny.gguf
 *   cd services && LLM_MODEL_PATH=/tmp/tiny.gguf npm test -- test/chat/local-llm
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { startApi, type RunningApi } from '../../src/api/server.js';
import { FALLBACK_NOTICE } from '../../src/domains/chat/exchange.js';
import { UNVERIFIED } from '../../src/domains/chat/grounding.js';
import { startTestStack, TEST_PROXY_SECRET, type TestStack } from '../support/stack.js';

const modelPath = process.env.LLM_MODEL_PATH ?? '';
const installed = await import('node-llama-cpp' as string).then(
  () => true,
  () => false,
);
const run = modelPath && existsSync(modelPath) && installed ? describe : describe.skip;

let stack: TestStack;
let broken: RunningApi;
let buyer: string;

async function conversation(): Promise<string> {
  const res = await stack.request('POST', '/api/chat/conversations', { token: buyer, body: {} });
  expect(res.status).toBe(201);
  return res.body.conversation.id as string;
}

/** Reads the SSE answer chunk by chunk, noting when each arrived. */
async function ask(apiUrl: string, id: string, text: string, stopAfter?: (chunk: any) => boolean) {
  const controller = new AbortController();
  const started = Date.now();
  const res = await fetch(`${apiUrl}/api/chat/conversations/${id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer}` },
    body: JSON.stringify({ text }),
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const chunks: { at: number; chunk: any }[] = [];
  const decoder = new TextDecoder();
  let rest = '';
  const reader = res.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
      const lines = rest.split('\n');
      rest = lines.pop()!;
      for (const line of lines.filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]')) {
        const chunk = JSON.parse(line.slice(6));
        chunks.push({ at: Date.now() - started, chunk });
        if (stopAfter?.(chunk)) {
          controller.abort();
          return { chunks, text: '', ms: Date.now() - started };
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  const answer = chunks.filter((c) => c.chunk.type === 'text-delta').map((c) => c.chunk.delta).join('');
  return { chunks, text: answer, ms: Date.now() - started };
}

async function savedAnswer(id: string): Promise<any> {
  for (;;) {
    const saved = await stack.request('GET', `/api/chat/conversations/${id}`, { token: buyer });
    const answer = saved.body.messages.find((m: any) => m.role === 'assistant');
    if (answer) return answer;
    await new Promise((r) => setTimeout(r, 50));
  }
}

run('local GGUF backend (opt-in: only with LLM_MODEL_PATH set to the tiny-gguf.py model and node-llama-cpp installed)', () => {
  beforeAll(async () => {
    stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '400', LLM_MODEL_PATH: modelPath, LLM_TIMEOUT_MS: '60000' } });
    buyer = await stack.tokenFor('buyer');
    // a file that is not a model: the worker fails to load it
    const bad = join(tmpdir(), `not-a-model-${process.pid}.gguf`);
    await writeFile(bad, 'this is not a GGUF file');
    broken = await startApi(
      loadConfig({
        NODE_ENV: 'test',
        MONGODB_URI: stack.config.mongoUri,
        REDIS_URL: stack.config.redisUrl,
        KEYCLOAK_URL: stack.config.auth.keycloakUrl,
        KEYCLOAK_ADMIN_CLIENT_SECRET: stack.config.auth.adminClientSecret,
        PROXY_SECRET: TEST_PROXY_SECRET,
        LOG_LEVEL: 'silent',
        LLM_MODEL_PATH: bad,
      }),
      0,
    );
  }, 120_000);

  afterAll(async () => {
    await broken?.stop();
    await stack?.stop();
  });

  it('names the backend in /readyz, streams the model through a tool call, and removes the supplier name no tool returned', async () => {
    const readyz = (await (await fetch(`${stack.api.url}/readyz`)).json()) as { checks: Record<string, string> };
    expect(Object.keys(readyz.checks)).toContain(`chat:local-gguf:${basename(modelPath)}`);
    const id = await conversation();
    const res = await ask(stack.api.url, id, 'CNC machining shops in Ohio?');
    const types = res.chunks.map((c) => c.chunk.type);
    const call = res.chunks.find((c) => c.chunk.type === 'tool-input-available')!.chunk;
    expect(call).toMatchObject({ toolName: 'search_suppliers', input: { query: 'CNC machining in Ohio' } });
    expect(types.indexOf('tool-output-available')).toBeGreaterThan(types.indexOf('tool-input-available'));
    const search = res.chunks.find((c) => c.chunk.type === 'tool-output-available')!.chunk.output;
    expect(search.cards.length).toBeGreaterThan(0);
    // the suppliers the tool found are shown as cards, linking to their pages
    expect(res.chunks.find((c) => c.chunk.type === 'data-suppliers')?.chunk.data.map((card: any) => card.link)).toEqual(search.cards.map((card: any) => `/company/${card.id}`));
    expect(types.filter((t) => t === 'text-delta').length).toBeGreaterThan(1);
    expect(res.text).not.toContain('Shady Machining Inc');
    expect(res.text).toContain(UNVERIFIED);
    expect(res.chunks.find((c) => c.chunk.type === 'data-notice')?.chunk.data.text).toMatch(/Removed 1 supplier name/);
    const answer = await savedAnswer(id);
    expect(answer).toMatchObject({ backend: `local-gguf:${basename(modelPath)}`, stopped: false, text: res.text });
    expect(answer.tools.map((t: any) => t.name)).toEqual(['search_suppliers']);
    const firstText = res.chunks.find((c) => c.chunk.type === 'text-delta')!.at;
    console.log(`local GGUF, first question (includes loading the model): tool call at ${res.chunks.find((c) => c.chunk.type === 'tool-input-available')!.at} ms, first text at ${firstText} ms, whole answer ${res.ms} ms`);
  }, 120_000);

  it('a stopped answer stops the worker: the next question is answered by the model, not after a timeout', async () => {
    const id = await conversation();
    // stop while the model waits for its tool call's result
    await ask(stack.api.url, id, 'CNC machining shops in Ohio?', (chunk) => chunk.type === 'tool-input-available');
    expect(await savedAnswer(id)).toMatchObject({ stopped: true, text: '' });
    const next = await conversation();
    const res = await ask(stack.api.url, next, 'and again?');
    expect(res.chunks.some((c) => c.chunk.type === 'data-notice' && c.chunk.data.text === FALLBACK_NOTICE)).toBe(false);
    expect((await savedAnswer(next)).backend).toBe(`local-gguf:${basename(modelPath)}`);
    expect(res.text).toContain(UNVERIFIED);
    console.log(`local GGUF, model loaded: first text at ${res.chunks.find((c) => c.chunk.type === 'text-delta')!.at} ms, whole answer ${res.ms} ms`);
  }, 120_000);

  it('a file that does not load falls back to the embedded backend with a notice', async () => {
    const readyz = (await (await fetch(`${broken.url}/readyz`)).json()) as { checks: Record<string, string> };
    expect(Object.keys(readyz.checks)).toContain(`chat:local-gguf:not-a-model-${process.pid}.gguf`);
    const id = await conversation();
    const res = await ask(broken.url, id, 'who does anodizing in Michigan');
    expect(res.chunks.find((c) => c.chunk.type === 'data-notice')?.chunk.data.text).toBe(FALLBACK_NOTICE);
    expect(res.text).toMatch(/match|No supplier/);
    expect((await savedAnswer(id)).backend).toBe('embedded');
  }, 120_000);
});
