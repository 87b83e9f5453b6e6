import { apiPath, call, useApi, useMutation, useQueryClient, type RfqPackagesInput } from '@forge/shell-sdk';
import { RFQ_PACKAGES_API } from '@forge/shell-sdk/api-contract';

// Packages by process (issue 14): one draft RFQ per process from a BOM's custom lines. The rfqs domain serves them;
// this remote only links to the RFQs it makes (paths.rfq), it never imports mf-rfq.
export const packagesPath = (uploadId: string) => apiPath(RFQ_PACKAGES_API.list, { query: { uploadId } });

export function usePackagePreview(uploadId: string, enabled = true) {
  return useApi(RFQ_PACKAGES_API.list, { query: { uploadId } }, { enabled });
}

export function useCreatePackages(uploadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RfqPackagesInput, 'uploadId'>) => call(RFQ_PACKAGES_API.create, { body: { uploadId, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [packagesPath(uploadId)] }),
  });
}

/** The day a package's drafts are due unless the buyer picks another (the server uses the same default). */
export function defaultDueDate(now = new Date(), days = 14): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** "CNC Machining" for a process, or what the package is when the lines' process is not known. */
export function processLabel(process: { name: string } | null): string {
  return process?.name ?? 'Process to confirm';
}
