import { ApiError, apiUrl, http, requestParsed, sendFileParsed, useFileUploadMutation, useMutation, useQuery, useQueryClient, withQuery, type Order, type OrderCreate, type OrderStatus, type OrderStep } from '@forge/shell-sdk';
import { ORDER_FILE_EXTENSIONS, ORDER_FILE_MAX_BYTES, OrderEnvelopeSchema, OrderListSchema } from '@forge/shell-sdk/buying-contract';

// Purchase orders after an award (issue 35), checked against the @forge/contract schemas (through the SDK).
export const ORDERS_PATH = '/api/orders';
export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

export interface OrderListParams {
  rfqId?: string | undefined;
  role?: 'buyer' | 'supplier' | undefined;
}

export function useOrders(params: OrderListParams = {}, enabled = true) {
  const path = withQuery(ORDERS_PATH, { rfqId: params.rfqId, role: params.role });
  return useQuery({ queryKey: [ORDERS_PATH, path], queryFn: () => requestParsed(OrderListSchema, 'GET', path), enabled });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: [orderPath(id)], queryFn: async () => (await requestParsed(OrderEnvelopeSchema, 'GET', orderPath(id))).order });
}

/** After any change: the order itself and every list that may show it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData([orderPath(order.id)], order);
    void queryClient.invalidateQueries({ queryKey: [ORDERS_PATH] });
  };
}

export function useIssueOrder() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: async (body: OrderCreate) => (await requestParsed(OrderEnvelopeSchema, 'POST', ORDERS_PATH, body)).order, onSuccess: refresh });
}

export function useOrderStep(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: async (step: OrderStep) => (await requestParsed(OrderEnvelopeSchema, 'POST', `${orderPath(id)}/steps`, step)).order, onSuccess: refresh });
}

export const ORDER_ACCEPT = ORDER_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** What the server refuses first, said before sending (it still checks the content). */
export function precheckOrderFile(file: { name: string; size: number }): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(ORDER_FILE_EXTENSIONS as readonly string[]).includes(ext)) return `"${file.name}" can't be attached: use a PDF or an image (PNG, JPEG, GIF, WebP, TIFF).`;
  if (file.size > ORDER_FILE_MAX_BYTES) return `"${file.name}" is larger than ${ORDER_FILE_MAX_BYTES / 1024 / 1024} MB, the limit per file.`;
  return null;
}

export function useAttachOrderFile(id: string) {
  const refresh = useRefresh();
  return useFileUploadMutation(
    async ({ file, status }: { file: File; status: OrderStatus }, onProgress: (fraction: number) => void) =>
      (await sendFileParsed(OrderEnvelopeSchema, withQuery(`${orderPath(id)}/files`, { status }), file, onProgress)).order,
    { onSuccess: refresh },
  );
}

/** Downloads with the bearer token and saves under `name` (the PO PDF, a step's file). */
export async function downloadWithToken(path: string, name: string, type: string): Promise<void> {
  const response = await http.get<Blob>(apiUrl(path), { responseType: 'blob' });
  if (response.status !== 200) throw new ApiError(response.status, '', `The download failed (HTTP ${response.status}).`);
  const url = URL.createObjectURL(new Blob([response.data], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownload() {
  return useMutation({ mutationFn: ({ path, name, type }: { path: string; name: string; type: string }) => downloadWithToken(path, name, type) });
}
