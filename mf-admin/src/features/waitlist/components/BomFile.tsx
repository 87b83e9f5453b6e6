import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, HStack, Link, Stack, Text, notify, notifyError, paths } from '@forge/shell-sdk';
import { formatBytes } from '../../../lib/format';
import { useDownloadWaitlistFile, useProcessBom, type ProcessBomResult, type WaitlistEntry } from '../api';

/** The entry's stored BOM: its name (a download) and size. */
export function BomFileName({ entry }: { entry: WaitlistEntry }) {
  const download = useDownloadWaitlistFile();
  if (!entry.file) {
    return (
      <Text color="fg.subtle" fontSize="sm">
        No BOM
      </Text>
    );
  }
  const file = entry.file;
  return (
    <Stack gap={0} minW={0}>
      <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm" overflowWrap="anywhere" textAlign="start">
        <button
          type="button"
          aria-label={`Download ${file.name}`}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate({ id: entry.id, file }, { onError: (error) => notifyError(error, `Couldn't download ${file.name}`) })}
        >
          {file.name}
        </button>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {formatBytes(file.size)}
      </Text>
    </Stack>
  );
}

function toast(result: ProcessBomResult) {
  if (result.status === 'existing') notify('info', 'Already in the BOM pipeline', result.message);
  else if (result.queued) notify('success', 'BOM sent to the pipeline', result.message);
  else notify('warning', 'Columns need confirming', result.message);
}

/** "Process BOM" for an entry with a file; once processed, a link to the results. */
export function ProcessBomAction({ entry, fullWidth = false }: { entry: WaitlistEntry; fullWidth?: boolean }) {
  const process = useProcessBom();
  const resultsLink = useRef<HTMLAnchorElement>(null);
  const uploadId = entry.bomUploadId ?? process.data?.upload.id ?? null;

  // The button the admin pressed turns into the results link: keep keyboard focus on it.
  useEffect(() => {
    if (process.isSuccess) resultsLink.current?.focus();
  }, [process.isSuccess]);

  if (!entry.file) return null;
  const fileName = entry.file.name;

  if (uploadId) {
    return (
      <HStack gap={2} justify={fullWidth ? 'start' : 'end'}>
        <Button asChild size="sm" variant="outline" colorPalette="brand" w={fullWidth ? 'full' : undefined}>
          <RouterLink ref={resultsLink} to={paths.bomResults(uploadId)} aria-label={`View BOM results for ${entry.email}`}>
            View results →
          </RouterLink>
        </Button>
      </HStack>
    );
  }

  return (
    <HStack gap={2} justify={fullWidth ? 'start' : 'end'}>
      <Button
        size="sm"
        colorPalette="brand"
        w={fullWidth ? 'full' : undefined}
        loading={process.isPending}
        loadingText="Sending…"
        aria-label={`Process BOM ${fileName} for ${entry.email}`}
        onClick={() =>
          process.mutate(entry.id, {
            onSuccess: toast,
            onError: (error) => notifyError(error, `Couldn't process ${fileName}`),
          })
        }
      >
        Process BOM
      </Button>
    </HStack>
  );
}
