/**
 * A fake of the HTTP layer only: axios (the sdk's `http`) gets an adapter and `fetch` a stand-in, both routed
 * to handlers keyed by "METHOD /path/:param". Everything above the network runs for real in tests.
 */
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '@forge/shell-sdk';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Server-sent events: each string is sent as one `data:` event. */
  events?: unknown[];
  /** Raw bytes for downloads. */
  blob?: { content: string; type: string; fileName?: string };
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

interface Route {
  method: string;
  regex: RegExp;
  names: string[];
  handler: FakeHandler;
}

export interface FakeApi {
  calls: FakeRequest[];
  on(key: string, handler: FakeHandler): void;
  restore(): void;
}

function compile(key: string, handler: FakeHandler): Route {
  const [method, pattern] = key.split(' ') as [string, string];
  const names: string[] = [];
  const regex = new RegExp(
    `^${pattern.replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  return { method, regex, names, handler };
}

export function installFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  let routes = Object.entries(handlers).map(([key, handler]) => compile(key, handler));
  const calls: FakeRequest[] = [];

  async function dispatch(method: string, rawUrl: string, body: unknown, headers: Record<string, string>) {
    const url = new URL(rawUrl, 'http://forge.test');
    const found = routes.find((r) => r.method === method.toUpperCase() && r.regex.test(url.pathname));
    const params: Record<string, string> = {};
    if (found) {
      const m = found.regex.exec(url.pathname)!;
      found.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
    }
    const request: FakeRequest = { method: method.toUpperCase(), path: url.pathname, params, query: url.searchParams, body, headers };
    calls.push(request);
    if (!found) return { status: 404, body: { error: { status: 'not-found', message: `No fake for ${method} ${url.pathname}` } } };
    return found.handler(request);
  }

  const previousAdapter = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const isForm = typeof FormData !== 'undefined' && config.data instanceof FormData;
    if (isForm) {
      // Report upload progress the way the browser would, in two steps.
      config.onUploadProgress?.({ loaded: 50, total: 100, progress: 0.5, bytes: 50, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 100, total: 100, progress: 1, bytes: 50, lengthComputable: true });
    }
    const body = isForm ? config.data : typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const headers = Object.fromEntries(Object.entries(config.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const reply = await dispatch(config.method ?? 'get', config.url ?? '', body, headers);
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body === undefined ? '' : JSON.stringify(reply.body),
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    return response;
  };
  http.defaults.adapter = adapter;

  const previousFetch = globalThis.fetch;
  const fakeFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const reply = await dispatch(init.method ?? 'GET', String(input), init.body ?? undefined, headers);
    const status = reply.status ?? 200;
    const encoder = new TextEncoder();
    const chunks = (reply.events ?? []).map((event) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    const responseHeaders = new Map<string, string>();
    if (reply.blob?.fileName) responseHeaders.set('content-disposition', `attachment; filename="${reply.blob.fileName}"`);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: (name: string) => responseHeaders.get(name.toLowerCase()) ?? null },
      text: async () => text,
      blob: async () => new Blob([reply.blob?.content ?? text], { type: reply.blob?.type ?? 'application/json' }),
      body: {
        getReader: () => ({
          read: async () => {
            const value = chunks.shift();
            return value ? { done: false, value } : { done: true, value: undefined };
          },
          cancel: async () => undefined,
          releaseLock: () => undefined,
        }),
      },
    } as unknown as Response;
  };
  globalThis.fetch = fakeFetch as typeof fetch;

  return {
    calls,
    on(key, handler) {
      routes = [compile(key, handler), ...routes];
    },
    restore() {
      http.defaults.adapter = previousAdapter;
      globalThis.fetch = previousFetch;
    },
  };
}
