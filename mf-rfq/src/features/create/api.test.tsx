import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, createQueryClient } from '@forge/shell-sdk';
import { installFakeApi, type FakeApi } from '@forge/shell-sdk/testing';
import { bomUpload } from '../../test-support/fixtures';
import { useBomUpload } from './api';

const answer = (id: string, fileName: string) => ({ upload: { ...bomUpload.upload, id, fileName } });

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ 'GET /api/bom/uploads/:id': ({ params }) => ({ body: answer(params.id!, 'from-api.csv') }) });
});
afterEach(() => api.restore());

test('reads an upload the BOM section already cached under the shared key, as the API answered it', async () => {
  const client = createQueryClient();
  // the BOM section caches the API's answer whole under [path] (its useApi and its mutations do)
  client.setQueryData(['/api/bom/uploads/u1'], answer('u1', 'cleveland.csv'));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useBomUpload('u1'), { wrapper });
  await waitFor(() => expect(result.current.data?.fileName).toBe('cleveland.csv'));
  // and what this hook fetches is stored whole, so the BOM section can read it back
  await client.invalidateQueries({ queryKey: ['/api/bom/uploads/u1'] });
  await waitFor(() => expect(result.current.data?.fileName).toBe('from-api.csv'));
  expect(client.getQueryData(['/api/bom/uploads/u1'])).toEqual(answer('u1', 'from-api.csv'));
});
