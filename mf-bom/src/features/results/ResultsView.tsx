import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  notify,
  notifyError,
  paths,
  useApi,
  ParentCrumb,
  formatDateTime,
  formatCount,
  ErrorAlert,
  OptionSelect,
  PageTitle,
  TextLink,
  ButtonLink,
} from '@forge/shell-sdk';
import { BOM_API } from '@forge/shell-sdk/api-contract';
import { isActive, useUpload, ProcessingProgress } from '../uploads';
import { KIND_LABELS, KIND_OPTIONS, useCorrectLine, useExport, useLines, type LineCorrection } from './api';
import { LinesTable } from './components/LinesTable';
import { SummaryChart } from './components/SummaryChart';
import { SkippedRows } from './components/SkippedRows';
import { BuyList } from './components/BuyList';
import { RequestQuotesDialog } from '../packages';
import { mergeProcessOptions } from '../../lib/processes';
import { labelFromSlug } from '../../lib/format';
import { SearchField } from '../../lib/SearchField';
import { useUrlSearch } from '../../lib/url-search';

/** /bom/results/:id — classification, suppliers, corrections, export and "Request quotes". */
/** `lineActions`: more actions on the selected lines (or all when none is selected), given by the page (e.g. the part master's). */
export function ResultsView({ uploadId, lineActions }: { uploadId: string; lineActions?: (selectedLineIds: string[]) => ReactNode }) {
  const upload = useUpload(uploadId);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = searchParams.get('kind') ?? '';
  const process = searchParams.get('process') ?? '';
  const { text: search, setText: setSearch, q } = useUrlSearch();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const completed = upload.data?.state === 'completed';
  const lines = useLines(uploadId, { kind, process, q }, completed);
  const correct = useCorrectLine(uploadId);
  const exporter = useExport(uploadId, upload.data?.fileName ?? 'bom');

  const setFilter = (key: string, value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  const bomProcesses = useApi(BOM_API.listProcesses);
  const processOptions = useMemo(() => {
    const seen = (lines.data ?? []).flatMap((line) => (line.process ? [line.process] : []));
    const fromSummary = Object.keys(upload.data?.summary?.byProcess ?? {}).map((slug) => ({ slug, name: labelFromSlug(slug) }));
    return mergeProcessOptions(seen, bomProcesses.data ?? [], fromSummary);
  }, [lines.data, upload.data?.summary, bomProcesses.data]);
  const processNames = useMemo(() => Object.fromEntries(processOptions.map((p) => [p.slug, p.name])), [processOptions]);
  const summaryProcesses = Object.keys(upload.data?.summary?.byProcess ?? {});
  const processFilterOptions = (summaryProcesses.length ? summaryProcesses : processOptions.map((p) => p.slug)).map((slug) => ({
    value: slug,
    label: processNames[slug] ?? labelFromSlug(slug),
  }));

  const onCorrect = (correction: LineCorrection, done: () => void) => {
    const line = lines.data?.find((l) => l.id === correction.lineId);
    correct.mutate(correction, {
      onSuccess: () => {
        done();
        const what =
          correction.kind === 'custom'
            ? `${KIND_LABELS.custom} · ${processNames[correction.process ?? ''] ?? correction.process}`
            : KIND_LABELS[correction.kind];
        notify('success', `Line ${line?.lineNo ?? ''} corrected`.trim(), `Now ${what}. We'll remember this for the same part in later uploads.`);
      },
      onError: (error) => notifyError(error, "Couldn't save the correction"),
    });
  };

  if (upload.isPending) return <Skeleton h="60" />;
  if (upload.isError) {
    return <ErrorAlert error={upload.error} />;
  }
  const data = upload.data;
  const selectedIds = [...selected];

  return (
    <Stack gap={6}>
      <Flex gap={4} justify="space-between" align={{ base: 'start', md: 'end' }} direction={{ base: 'column', md: 'row' }}>
        <PageTitle
          title={data.fileName}
          gap={1}
          crumb={<ParentCrumb to={paths.myActivity()} label="My Activity" current="BOM results" />}
          description={
            <>
              {/* A workbook's lines come from every sheet read: the run's total, not the mapped sheet's count. */}
              {formatCount(data.total || data.lineCount)} lines · uploaded {formatDateTime(data.createdAt)}
              {data.completedAt ? ` · processed ${formatDateTime(data.completedAt)}` : ''}
            </>
          }
        />
        {completed && (
          <HStack gap={2} flexShrink={0} wrap="wrap">
            <ButtonLink to={paths.chat(data.id)} size="sm" colorPalette="brand">Ask about this BOM</ButtonLink>
            <RequestQuotesDialog uploadId={data.id} />
            <Button variant="outline" size="sm" loading={exporter.isPending && exporter.variables === 'csv'} onClick={() => exporter.mutate('csv', { onError: (e) => notifyError(e, 'Export failed') })}>
              Export CSV
            </Button>
            <Button variant="outline" size="sm" loading={exporter.isPending && exporter.variables === 'xlsx'} onClick={() => exporter.mutate('xlsx', { onError: (e) => notifyError(e, 'Export failed') })}>
              Export XLSX
            </Button>
          </HStack>
        )}
      </Flex>

      {isActive(data.state) && <ProcessingProgress upload={data} />}
      {data.state === 'awaiting-mapping' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            This upload is waiting for its column mapping.{' '}
            <TextLink to={`${paths.bomUpload()}?upload=${encodeURIComponent(data.id)}`}>Finish the mapping</TextLink>
          </Alert.Title>
        </Alert.Root>
      )}
      {data.state === 'failed' && <ErrorAlert>Processing failed: {data.error ?? 'unknown error'}</ErrorAlert>}

      {completed && data.summary && <SummaryChart summary={data.summary} processNames={processNames} />}
      {completed && data.summary && <SkippedRows uploadId={data.id} rows={data.summary.skipped} />}

      {completed && (
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3} alignItems="end">
            <SearchField label="Search" placeholder="Part number, description, MPN" value={search} onChange={setSearch} />
            <Field.Root>
              <Field.Label>Kind</Field.Label>
              <OptionSelect aria-label="Filter by kind" value={kind} onValueChange={(value) => setFilter('kind', value)} placeholder="All kinds" options={KIND_OPTIONS} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Process</Field.Label>
              <OptionSelect
                aria-label="Filter by process"
                value={process}
                onValueChange={(value) => setFilter('process', value)}
                placeholder="All processes"
                options={processFilterOptions}
              />
            </Field.Root>
            <Button
              colorPalette="brand"
              disabled={selectedIds.length === 0}
              onClick={() => navigate(paths.createRfq({ upload: data.id, lines: selectedIds }))}
            >
              Request quotes{selectedIds.length ? ` (${selectedIds.length})` : ''}
            </Button>
          </SimpleGrid>

          <HStack justify="space-between" wrap="wrap" gap={2}>
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {lines.data ? `${formatCount(lines.data.length)} lines shown` : 'Loading lines…'}
              {selectedIds.length ? ` · ${selectedIds.length} selected` : ''}
            </Text>
            <HStack gap={2} wrap="wrap" align="start">
              {lineActions?.(selectedIds)}
              {selectedIds.length > 0 && (
                <Button size="xs" variant="ghost" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              )}
            </HStack>
          </HStack>

          {lines.isError && <ErrorAlert error={lines.error} />}
          {lines.isPending && <Skeleton h="40" />}
          {lines.data && lines.data.length === 0 && (
            <Box borderWidth="1px" borderRadius="lg" p={8} textAlign="center">
              <Text color="fg.muted">No lines match these filters.</Text>
            </Box>
          )}
          {lines.data && lines.data.length > 0 && (
            <LinesTable
              uploadId={uploadId}
              lines={lines.data}
              selected={selected}
              onSelectedChange={setSelected}
              processes={processOptions}
              onCorrect={onCorrect}
              savingLineId={correct.isPending ? (correct.variables?.lineId ?? null) : null}
            />
          )}
          <BuyList uploadId={data.id} fileName={data.fileName} />
        </Stack>
      )}
    </Stack>
  );
}
