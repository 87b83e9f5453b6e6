import { ApiError, apiPath, apiUrl, call, http, sendFileParsed, useApi, useFileUploadMutation, useMutation, useQueryClient, type Order, type OrderCreate, type OrderStatus, type OrderStep } from '@forge/shell-sdk';
import { ORDER_FILE_EXTENSIONS, ORDER_FILE_MAX_BYTES, ORDERS_API, OrderEnvelopeSchema } from '@forge/shell-sdk/api-contract';

// Purchase orders after an award (issue 35), called by contract entry.
const ORDERS_PATH = apiPath(ORDERS_API.list);
export const orderPath = (id: string) => apiPath(ORDERS_API.get, { params: { id } });
export const orderPdfPath = (id: string) => apiPath(ORDERS_API.getPdf, { params: { id } });
export const orderFilePath = (id: string, fileId: string) => apiPath(ORDERS_API.getFileContent, { params: { id, fileId } });

export interface OrderListParams {
  rfqId?: string | undefined;
  role?: 'buyer' | 'supplier' | undefined;
}

export function useOrders(params: OrderListParams = {}, enabled = true) {
  return useApi(ORDERS_API.list, { query: { rfqId: params.rfqId, role: params.role } }, { enabled });
}

/** The order's answer is cached whole under its path and narrowed here. */
export function useOrder(id: string) {
  return useApi(ORDERS_API.get, { params: { id } }, { select: (answer) => answer.order });
}

/** After any change: the order itself and every list that may show it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    // The read's key holds the API's answer whole: the envelope, never the bare order.
    queryClient.setQueryData([orderPath(order.id)], { order });
    void queryClient.invalidateQueries({ predicate: (query) => { const key = String(query.queryKey[0]); return key === ORDERS_PATH || key.startsWith(`${ORDERS_PATH}?`); } });
  };
}

export function useIssueOrder() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: async (body: OrderCreate) => (await call(ORDERS_API.create, { body })).order, onSuccess: refresh });
}

export function useOrderStep(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: async (step: OrderStep) => (await call(ORDERS_API.createStep, { params: { id }, body: step })).order, onSuccess: refresh });
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
      (await sendFileParsed(OrderEnvelopeSchema, apiPath(ORDERS_API.createFile, { params: { id }, query: { status } }), file, onProgress)).order,
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
