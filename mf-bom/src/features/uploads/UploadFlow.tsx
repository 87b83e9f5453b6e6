import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text, paths, formatCount, errorMessageOf, ErrorAlert, PageTitle, TextLink } from '@forge/shell-sdk';
import { Progress } from '@forge/shell-sdk/widgets';
import { MAX_LINES, isActive, useSendBomFile, useUpload, useProcessUpload, validateBomFile, type Upload } from './api';
import { DropZone } from './components/DropZone';
import { MappingStep } from './components/MappingStep';
import { ProcessingProgress } from './components/ProcessingProgress';
import { UploadSteps } from './components/UploadSteps';
import { formatBytes } from '../../lib/format';

function ChooseFileStep({ onUploaded }: { onUploaded: (upload: Upload) => void }) {
  const send = useSendBomFile();
  const [localError, setLocalError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);

  const choose = (chosen: File) => {
    setFile(chosen);
    const problem = validateBomFile(chosen);
    setLocalError(problem);
    send.reset();
    if (problem) return;
    send.mutate(chosen, { onSuccess: onUploaded });
  };

  const error = localError ?? (send.isError ? errorMessageOf(send.error) : null);
  return (
    <Stack gap={5}>
      <DropZone onFile={choose} disabled={send.isPending} />
      <HStack gap={{ base: 2, md: 6 }} wrap="wrap" color="fg.muted" fontSize="sm" justify="center">
        <Text>CSV, TSV or XLSX</Text>
        <Text>Up to 10 MB</Text>
        <Text>Up to {formatCount(MAX_LINES)} lines</Text>
      </HStack>
      {send.isPending && file && (
        <Progress.Root value={Math.round(send.progress * 100)} max={100} colorPalette="brand" aria-label="Upload progress">
          <HStack justify="space-between" mb={2}>
            <Progress.Label>
              Uploading {file.name} ({formatBytes(file.size)})
            </Progress.Label>
            <Progress.ValueText />
          </HStack>
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We couldn't use that file</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

function FailedStep({ upload, onStartOver }: { upload: Upload; onStartOver: () => void }) {
  const processUpload = useProcessUpload(upload.id);
  return (
    <Stack gap={4}>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Processing {upload.fileName} failed</Alert.Title>
          <Alert.Description>{upload.error ?? 'The worker could not finish this file.'}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap={3} wrap="wrap">
        <Button
          colorPalette="brand"
          loading={processUpload.isPending}
          onClick={() => processUpload.mutate({ mapping: Object.fromEntries(Object.entries(upload.mapping).filter(([, v]) => v != null)) })}
        >
          Try processing again
        </Button>
        <Button variant="outline" onClick={onStartOver}>
          Upload another file
        </Button>
      </HStack>
      {processUpload.isError && <Text color="fg.error">{errorMessageOf(processUpload.error)}</Text>}
    </Stack>
  );
}

function stepOf(upload: Upload | undefined): number {
  if (!upload) return 0;
  if (upload.state === 'awaiting-mapping') return 1;
  if (isActive(upload.state) || upload.state === 'failed') return 2;
  return 3;
}

/** /bom-upload: choose → map → process (live) → results. The upload id lives in the URL so a reload resumes. */
export function UploadFlow() {
  const [searchParams, setSearchParams] = useSearchParams();
  const uploadId = searchParams.get('upload');
  const upload = useUpload(uploadId);
  const navigate = useNavigate();
  const data = uploadId ? upload.data : undefined;

  useEffect(() => {
    if (data?.state === 'completed') navigate(paths.bomResults(data.id), { replace: true });
  }, [data?.state, data?.id, navigate]);

  const startOver = () => setSearchParams({});
  const step = stepOf(data);
  // Each step replaces the card's content; bring its heading back into view (the mapping step is long).
  useEffect(() => {
    if (step > 0) window.scrollTo({ top: 0 });
  }, [step]);

  return (
    <Stack gap={6}>
      <PageTitle
        title="Upload a bill of materials"
        description="We read each line, tell you how it is made or whether it is off the shelf, and find US suppliers who can make the custom parts."
      />
      <UploadSteps current={step} />
      <Card.Root variant="outline" boxShadow="sm">
        <Card.Body p={{ base: 4, md: 8 }}>
          {!uploadId && <ChooseFileStep onUploaded={(u) => setSearchParams({ upload: u.id })} />}
          {uploadId && upload.isPending && <Skeleton h="40" />}
          {uploadId && upload.isError && (
            <Stack gap={3}>
              <ErrorAlert error={upload.error} />
              <Box>
                <Button variant="outline" onClick={startOver}>
                  Upload a file
                </Button>
              </Box>
            </Stack>
          )}
          {data?.state === 'awaiting-mapping' && <MappingStep key={`${data.id}:${data.sheet ?? ''}`} upload={data} />}
          {data && isActive(data.state) && (
            <Stack gap={4}>
              <Heading as="h2" size="lg">
                Processing {data.fileName}
              </Heading>
              <ProcessingProgress upload={data} />
              <Text color="fg.muted" fontSize="sm">
                You can leave this page; the results will be in My Activity when they are ready.
              </Text>
            </Stack>
          )}
          {data?.state === 'failed' && <FailedStep upload={data} onStartOver={startOver} />}
          {data?.state === 'completed' && (
            <Text>
              Done.{' '}
              <TextLink to={paths.bomResults(data.id)} fontWeight="semibold">See the results</TextLink>
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
