import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, createQueryClient } from '@forge/shell-sdk';
import { installFakeApi, type FakeApi } from '@forge/shell-sdk/testing';
import { useBomUpload } from './api';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ 'GET /api/bom/uploads/:id': ({ params }) => ({ body: { upload: { id: params.id, fileName: 'from-api.csv', state: 'done' } } }) });
});
afterEach(() => api.restore());

test('reads an upload the BOM section already cached under the shared key, as the API answered it', async () => {
  const client = createQueryClient();
  // the BOM section caches the API's answer whole under [path] (its useApi and its mutations do)
  client.setQueryData(['/api/bom/uploads/u1'], { upload: { id: 'u1', fileName: 'cleveland.csv', state: 'done' } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useBomUpload('u1'), { wrapper });
  await waitFor(() => expect(result.current.data?.fileName).toBe('cleveland.csv'));
  // and what this hook fetches is stored whole, so the BOM section can read it back
  await client.invalidateQueries({ queryKey: ['/api/bom/uploads/u1'] });
  await waitFor(() => expect(result.current.data?.fileName).toBe('from-api.csv'));
  expect(client.getQueryData(['/api/bom/uploads/u1'])).toEqual({ upload: { id: 'u1', fileName: 'from-api.csv', state: 'done' } });
});
