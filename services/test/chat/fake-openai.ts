/**
 * A small OpenAI-compatible chat-completions server for tests: it speaks the real protocol (POST /chat/completions,
 * `stream: true` answered as SSE `chat.completion.chunk` events ending in `data: [DONE]`, tool calls as
 * `delta.tool_calls`). Its script: a first turn asks for `search_suppliers`; once a tool result is in the request it
 * answers naming the first supplier of that result and one invented company (which grounding must remove).
 * A user message containing "slow" streams forever until the client goes away (to test cancelling).
 * `routes` script other turns: the first whose `when` matches the user's message asks for its tool with its
 * arguments, and once that tool's result is in the request, `answer` writes the reply from the result's JSON.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const INVENTED_SUPPLIER = 'Phantom Precision Machining Inc';

export interface FakeOpenAi {
  url: string;
  requests: any[];
  /** streams the client closed before the end */
  cancelled: number;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

export interface FakeRoute {
  when: RegExp;
  tool: string;
  args: Record<string, unknown>;
  answer(result: any): string;
}

function toolCall(res: { write(s: string): void; end(s: string): void }, name: string, args: Record<string, unknown>): void {
  const json = JSON.stringify(args);
  const cut = Math.ceil(json.length / 2);
  // the arguments arrive in two pieces, as real servers stream them
  res.write(chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name, arguments: '' } }] }));
  res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(0, cut) } }] }));
  res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(cut) } }] }));
  res.write(chunk({}, 'tool_calls'));
  res.end('data: [DONE]\n\n');
}

export async function startFakeOpenAi(routes: FakeRoute[] = []): Promise<FakeOpenAi> {
  const state = { requests: [] as any[], cancelled: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request = JSON.parse(body);
      state.requests.push(request);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const messages: any[] = request.messages;
      const lastUser = [...messages].reverse().find((m) => m.role === 'user');
      const userText = typeof lastUser?.content === 'string' ? lastUser.content : JSON.stringify(lastUser?.content);
      if (userText.includes('slow')) {
        const timer = setInterval(() => res.write(chunk({ content: 'still thinking ' })), 50);
        res.on('close', () => {
          clearInterval(timer);
          if (!res.writableEnded) state.cancelled++;
        });
        return;
      }
      const toolMessage = [...messages].reverse().find((m) => m.role === 'tool');
      const route = routes.find((r) => r.when.test(userText));
      if (route) {
        if (!toolMessage) return toolCall(res, route.tool, route.args);
        const result = typeof toolMessage.content === 'string' ? toolMessage.content : JSON.stringify(toolMessage.content);
        let parsed: unknown;
        try {
          parsed = JSON.parse(result);
        } catch {
          parsed = { error: result };
        }
        res.write(chunk({ content: route.answer(parsed) }));
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
      if (!toolMessage) {
        res.write(chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'search_suppliers', arguments: '' } }] }));
        res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: '{"query":"CNC machining in Ohio",' } }] }));
        res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: '"limit":3}' } }] }));
        res.write(chunk({}, 'tool_calls'));
        res.end('data: [DONE]\n\n');
        return;
      }
      const content = typeof toolMessage.content === 'string' ? toolMessage.content : JSON.stringify(toolMessage.content);
      const first = /"id":"([^"]+)","name":"([^"]+)"/.exec(content);
      const words = first ? `The best match is [${first[2]}](/company/${first[1]}). ` : 'No supplier matched. ';
      for (const piece of [words, `You could also try ${INVENTED_SUPPLIER}. `, 'Ask for quotes with an RFQ.']) res.write(chunk({ content: piece }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get cancelled() {
      return state.cancelled;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as FakeOpenAi;
}
