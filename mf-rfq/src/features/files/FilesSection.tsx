import { useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Field, HStack, NativeSelect, SectionCard, Stack, Table, Text, notify, notifyError, type RfqFile, type RfqView, formatDateTime, errorMessageOf, ErrorAlert } from '@forge/shell-sdk';
import { ACCEPT, ACCEPTED_TEXT, formatBytes, precheck, useDownloadFile, useDownloads, useFiles, useRemoveFile, useUploadFile } from './api';

const WHOLE_RFQ = '';

function lineLabel(rfq: RfqView, lineId: string | null): string {
  if (!lineId) return 'Whole RFQ';
  const index = rfq.lines.findIndex((l) => l.id === lineId);
  const line = rfq.lines[index];
  return line ? `Line ${index + 1}: ${line.partNumber || line.description}` : 'Removed line';
}

function FileRow({ rfq, file, canRemove }: { rfq: RfqView; file: RfqFile; canRemove: boolean }) {
  const download = useDownloadFile(rfq.id);
  const remove = useRemoveFile(rfq.id);
  return (
    <HStack as="li" gap={3} py={3} align={{ base: 'start', md: 'center' }} wrap="wrap" data-testid="rfq-file">
      <Stack gap={0} flex="1" minW="12rem">
        <Text fontWeight="semibold" wordBreak="break-all">
          {file.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {file.kind} · {formatBytes(file.size)} · {lineLabel(rfq, file.lineId)} · {formatDateTime(file.uploadedAt)}
        </Text>
      </Stack>
      {file.itar && (
        <Badge colorPalette="orange" variant="solid">
          ITAR
        </Badge>
      )}
      <Button
        size="sm"
        variant="outline"
        loading={download.isPending}
        aria-label={`Download ${file.name}`}
        onClick={() => download.mutate(file.id, { onError: (error) => notifyError(error, "Couldn't download the file") })}
      >
        Download
      </Button>
      {canRemove && (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          loading={remove.isPending}
          aria-label={`Remove ${file.name}`}
          onClick={() =>
            remove.mutate(file.id, {
              onSuccess: () => notify('success', 'File removed', file.name),
              onError: (error) => notifyError(error, "Couldn't remove the file"),
            })
          }
        >
          Remove
        </Button>
      )}
    </HStack>
  );
}

function DownloadLog({ rfqId }: { rfqId: string }) {
  const [open, setOpen] = useState(false);
  const log = useDownloads(rfqId, open);
  return (
    <Stack gap={2}>
      <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
        {open ? 'Hide download log' : 'Who downloaded the files'}
      </Button>
      {open &&
        (log.isError ? (
          <Text role="alert" color="red.600" fontSize="sm">
            The download log could not be loaded: {errorMessageOf(log.error)}
          </Text>
        ) : log.isLoading ? (
          <Text color="fg.muted" fontSize="sm">
            Loading the download log…
          </Text>
        ) : (log.data?.downloads.length ?? 0) === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Nobody has downloaded a file yet.
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Download log">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>File</Table.ColumnHeader>
                  <Table.ColumnHeader>Who</Table.ColumnHeader>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {log.data!.downloads.map((d, i) => (
                  <Table.Row key={`${d.fileId}-${d.at}-${i}`}>
                    <Table.Cell wordBreak="break-all">{d.fileName}</Table.Cell>
                    <Table.Cell>
                      {d.supplierName ?? (d.role === 'admin' ? 'Forge admin' : 'You (buyer)')}
                      <Text as="span" display="block" color="fg.muted" fontSize="xs">
                        {d.email}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(d.at)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ))}
    </Stack>
  );
}

function Uploader({ rfq, limits }: { rfq: RfqView; limits: { maxFileBytes: number; maxRfqBytes: number; usedBytes: number } }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile(rfq.id);
  const [lineId, setLineId] = useState(WHOLE_RFQ);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (files: File[]) => {
    setProblem(null);
    let used = limits.usedBytes;
    for (const file of files) {
      const refused = precheck(file, { ...limits, usedBytes: used });
      if (refused) {
        setProblem(refused);
        return;
      }
      try {
        await upload.mutateAsync({ file, lineId: lineId || undefined });
        used += file.size;
        notify('success', 'File attached', file.name);
      } catch (error) {
        setProblem(errorMessageOf(error));
        return;
      }
    }
  };

  return (
    <Stack gap={3} borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="lg" p={4}>
      <HStack gap={3} wrap="wrap" align="end">
        {rfq.lines.length > 0 && (
          <Field.Root maxW={{ base: '100%', md: '280px' }}>
            <Field.Label fontSize="sm">Attach to</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={lineId} onChange={(e) => setLineId(e.currentTarget.value)} aria-label="Attach to">
                <option value={WHOLE_RFQ}>Whole RFQ</option>
                {rfq.lines.map((l, i) => (
                  <option key={l.id} value={l.id}>
                    {`Line ${i + 1}: ${l.partNumber || l.description}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Button size="sm" colorPalette="brand" loading={upload.isPending} loadingText={`Uploading ${Math.round(upload.progress * 100)}%`} onClick={() => input.current?.click()}>
          Attach files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="rfq-file-input"
          aria-label="Choose files to attach"
          onChange={(e) => {
            const chosen = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            if (chosen.length > 0) void send(chosen);
          }}
        />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {ACCEPTED_TEXT}. Up to {formatBytes(limits.maxFileBytes)} per file and {formatBytes(limits.maxRfqBytes)} per RFQ ({formatBytes(limits.usedBytes)} used). The content must match the extension.
      </Text>
      {problem && <ErrorAlert size="sm" role="alert">{problem}</ErrorAlert>}
    </Stack>
  );
}

/**
 * Drawings and models on /rfq/:id. The buyer attaches them (draft or open), removes them and reads who downloaded
 * them; an invited supplier lists and downloads them once the RFQ is sent. ITAR RFQs show the export-control banner.
 */
export function FilesSection({ rfq }: { rfq: RfqView }) {
  const isSupplier = rfq.viewer === 'supplier';
  const files = useFiles(rfq.id, !isSupplier || rfq.status !== 'draft');
  if (isSupplier && rfq.status === 'draft') return null;
  if (isSupplier && files.data?.files.length === 0) return null;

  return (
    <SectionCard title={isSupplier ? 'Drawings and files' : `Drawings and files${files.data ? ` (${files.data.files.length})` : ''}`}>
      <Stack gap={4} data-testid="rfq-files">
        {(files.data?.itar ?? rfq.itar) && (
          <Alert.Root status="warning" borderRadius="lg" data-testid="itar-banner">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>ITAR / export-controlled</Alert.Title>
              <Alert.Description>{files.data?.banner ?? 'Only ITAR-registered suppliers can be invited; files are downloaded through links that expire.'}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {files.isError ? (
          <Text role="alert" color="red.600" fontSize="sm">
            The files could not be loaded: {errorMessageOf(files.error)}
          </Text>
        ) : files.isLoading ? (
          <Text color="fg.muted" fontSize="sm">
            Loading files…
          </Text>
        ) : files.data!.files.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No drawings attached yet. Suppliers quote faster and closer with a drawing or a model.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap={0} divideY="1px" aria-label="Files">
            {files.data!.files.map((f) => (
              <FileRow key={f.id} rfq={rfq} file={f} canRemove={!isSupplier && files.data!.canUpload} />
            ))}
          </Stack>
        )}
        {!isSupplier && files.data?.canUpload && <Uploader rfq={rfq} limits={files.data.limits} />}
        {!isSupplier && rfq.status !== 'draft' && (files.data?.files.length ?? 0) > 0 && <DownloadLog rfqId={rfq.id} />}
      </Stack>
    </SectionCard>
  );
}
