import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { impersonationHeaders } from './impersonation';

/** Product-spec §8: a non-OK answer raises an error whose message is `{status}: {body text or status text}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type TokenProvider = () => Promise<string | undefined>;
let tokenProvider: TokenProvider = async () => undefined;
let apiBaseUrl = '/api';

/** An API answer as read: status and body text. */
export interface ApiReadAnswer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * Where anonymous GETs go instead of the network, given the full URL. The shell server sets one while it renders
 * public pages: one shared read per path for the page's whole render (the remote's server module and the app's
 * queries) and across concurrent renders. The browser never sets it.
 */
export type ApiReader = (url: string) => Promise<ApiReadAnswer>;
let anonymousReader: ApiReader | null = null;

/** The shell wires auth into every request; remotes never handle tokens themselves. */
export function configureApi(options: { baseUrl?: string; getToken?: TokenProvider; anonymousReader?: ApiReader | null }): void {
  if (options.baseUrl !== undefined) apiBaseUrl = options.baseUrl.replace(/\/$/, '');
  if (options.getToken) tokenProvider = options.getToken;
  if (options.anonymousReader !== undefined) anonymousReader = options.anonymousReader;
}

/** The configured reader for a GET without a token, or null (then the request goes over the network). */
async function readerFor(): Promise<ApiReader | null> {
  return anonymousReader && !(await tokenProvider()) ? anonymousReader : null;
}

/** The Authorization header for fetch calls that bypass axios (reads, analytics). */
export async function authHeaders(): Promise<Record<string, string>> {
  const token = await tokenProvider();
  return token ? { Authorization: `Bearer ${token}`, ...impersonationHeaders() } : {};
}

export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith('/api/')) return `${apiBaseUrl}${path.slice(4)}`;
  return `${apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

let axiosInstance: Promise<AxiosInstance> | null = null;

/** axios loads on the first request, not before the shell's first paint. */
function getAxios(): Promise<AxiosInstance> {
  axiosInstance ??= import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => {
    const instance = axios.create({
      withCredentials: true,
      // We apply §8's rule ourselves, so axios must not throw on status.
      validateStatus: () => true,
      transformResponse: [(data: unknown) => data],
      responseType: 'text',
    });
    instance.interceptors.request.use(async (config) => {
      // Route-level tests swap the transport here (never the database or auth of integration tests).
      if (http.defaults.adapter) config.adapter = http.defaults.adapter;
      const token = await tokenProvider();
      if (token) {
        config.headers.set('Authorization', `Bearer ${token}`);
        for (const [name, value] of Object.entries(impersonationHeaders())) config.headers.set(name, value);
      }
      return config;
    });
    return instance;
  });
  return axiosInstance;
}

/** The HTTP client with the bearer token attached (axios, loaded lazily). */
export const http = {
  defaults: { adapter: undefined as AxiosAdapter | undefined },
  request: async <T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await getAxios()).request<T>(config),
  get: async <T = unknown>(url: string, config?: AxiosRequestConfig) => (await getAxios()).get<T>(url, config),
  delete: async <T = unknown>(url: string, config?: AxiosRequestConfig) => (await getAxios()).delete<T>(url, config),
  post: async <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => (await getAxios()).post<T>(url, data, config),
  put: async <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => (await getAxios()).put<T>(url, data, config),
  patch: async <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => (await getAxios()).patch<T>(url, data, config),
};

function bodyText(response: AxiosResponse): string {
  return typeof response.data === 'string' ? response.data : response.data == null ? '' : JSON.stringify(response.data);
}

function ensureOk(response: AxiosResponse): AxiosResponse {
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(response.status, bodyText(response), response.statusText);
  }
  return response;
}

function parseJson<T>(response: AxiosResponse): T {
  return parseText<T>(bodyText(response));
}

function parseText<T>(text: string): T {
  return (text ? JSON.parse(text) : null) as T;
}

/** A reader's answer, raising §8's error for a non-OK status like the network paths do. */
async function readAnswer(reader: ApiReader, url: string): Promise<string> {
  const answer = await reader(url);
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.text, answer.statusText);
  return answer.text;
}

/** Product-spec §7: a method, a URL and an optional JSON body, with credentials. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const reader = method.toUpperCase() === 'GET' && data === undefined ? await readerFor() : null;
  if (reader) return parseText<T>(await readAnswer(reader, apiUrl(url)));
  const response = ensureOk(
    await http.request({
      method,
      url: apiUrl(url),
      data: data === undefined ? undefined : JSON.stringify(data),
      headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    }),
  );
  return parseJson<T>(response);
}

/** Product-spec §7: GET the path given as the first element of the query key, parse JSON. A 401 raises too. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first element of a query key must be the path to GET.');
  const reader = await readerFor();
  if (reader) return parseText(await readAnswer(reader, apiUrl(path)));
  // Plain fetch: reads happen at first render, and axios is not worth loading before the first paint.
  const response = await fetch(apiUrl(path), { credentials: 'include', signal, headers: await authHeaders() });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return text ? (JSON.parse(text) as unknown) : null;
};

/** Product-spec §9's library back-off: 1000 ms doubled per attempt, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Product-spec §9: no retries, no refetch on focus or interval, never stale, GC after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
