import { useMutation, useQuery, useQueryClient, type RfqPackagesInput } from '@forge/shell-sdk';
import { RfqPackagePreviewSchema, RfqPackagesCreatedSchema } from '@forge/shell-sdk/buying-contract';
import { requestParsed, withQuery } from '../../lib/api-client';

// Packages by process (issue 14): one draft RFQ per process from a BOM's custom lines. The rfqs domain serves them;
// this remote only links to the RFQs it makes (paths.rfq), it never imports mf-rfq.
export const PACKAGES_PATH = '/api/rfq-packages';
export const packagesPath = (uploadId: string) => withQuery(PACKAGES_PATH, { uploadId });

export function usePackagePreview(uploadId: string, enabled = true) {
  return useQuery({ queryKey: [packagesPath(uploadId)], queryFn: () => requestParsed(RfqPackagePreviewSchema, 'GET', packagesPath(uploadId)), enabled });
}

export function useCreatePackages(uploadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RfqPackagesInput, 'uploadId'>) => requestParsed(RfqPackagesCreatedSchema, 'POST', PACKAGES_PATH, { uploadId, ...body }),
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
