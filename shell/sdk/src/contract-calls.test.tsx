import { BOM_API, CONTENT_API, NOTIFICATIONS_API } from '@forge/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { configureApi, createQueryClient, http } from './api';
import { apiPath, call, useApi } from './contract-calls';

const article = { id: 'a1', slug: 'hello', title: 'Hello', summary: 's', category: 'News', author: 'Sam', publishedAt: '2026-01-01T00:00:00.000Z', readMinutes: 3, body: [] };

describe('calling the API by contract entry', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    configureApi({
      baseUrl: 'http://api.test/api',
      anonymousReader: async (url) => {
        asked.push(url);
        if (url.endsWith('/news/hello')) return { status: 200, statusText: 'OK', text: JSON.stringify(article) };
        if (url.endsWith('/news/drifted')) return { status: 200, statusText: 'OK', text: JSON.stringify({ ...article, readMinutes: 'three' }) };
        return { status: 404, statusText: 'Not Found', text: '{"error":{"status":"not-found","message":"No such article."}}' };
      },
    });
  });
  afterEach(() => {
    configureApi({ baseUrl: '/api', anonymousReader: null });
    http.defaults.adapter = undefined;
  });

  it('builds the path from the entry: parameters encoded, query appended', () => {
    expect(apiPath(BOM_API.process, { params: { id: 'a b' } })).toBe('/api/bom/uploads/a%20b/process');
    expect(apiPath(CONTENT_API.listPresentations, { query: { kind: 'customer' } })).toBe('/api/presentations?kind=customer');
    expect(() => apiPath(BOM_API.process, { params: { id: '' } })).toThrow(/"id"/);
  });

  it('parses the answer with the entry schema, and refuses one that drifted', async () => {
    await expect(call(CONTENT_API.getArticle, { params: { slug: 'hello' } })).resolves.toMatchObject({ title: 'Hello' });
    expect(asked).toEqual(['http://api.test/api/news/hello']);
    await expect(call(CONTENT_API.getArticle, { params: { slug: 'drifted' } })).rejects.toBeInstanceOf(z.ZodError);
    await expect(call(CONTENT_API.getArticle, { params: { slug: 'gone' } })).rejects.toMatchObject({ status: 404 });
  });

  it('sends the method and JSON body the entry names', async () => {
    const sent: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      sent.push(config);
      return { data: '{"unread":0}', status: 200, statusText: 'OK', headers: {}, config };
    };
    http.defaults.adapter = adapter;
    await expect(call(NOTIFICATIONS_API.read, { params: { id: 'n1' } })).resolves.toEqual({ unread: 0 });
    expect(sent[0]).toMatchObject({ method: 'post', url: 'http://api.test/api/notifications/n1/read' });
    await expect(call(NOTIFICATIONS_API.readAll)).resolves.toEqual({ unread: 0 });
  });

  it('reads through the query cache keyed by the path, parsed and then selected', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useApi(CONTENT_API.getArticle, { params: { slug: 'hello' } }, { select: (a) => a.title.toUpperCase() }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('HELLO'));
    expect(client.getQueryData(['/api/news/hello'])).toEqual(article);

    const drifted = renderHook(() => useApi(CONTENT_API.getArticle, { params: { slug: 'drifted' } }), { wrapper });
    await waitFor(() => expect(drifted.result.current.error).toBeInstanceOf(z.ZodError));
  });

  it('waits for a parameter it does not have yet when disabled', () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useApi(BOM_API.getUpload, { params: { id: '' } }, { enabled: false }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
