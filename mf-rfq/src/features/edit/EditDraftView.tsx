import { Alert, Stack, paths, errorMessageOf, errorStatus, ButtonLink } from '@forge/shell-sdk';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useProcessOptions, RfqForm, type Prefill, draftFromRfq } from '../create';
import { useRfq, type Rfq } from '../rfqs';

function prefillOf(rfq: Rfq): Prefill {
  const sourced = rfq.lines.find((l) => l.source)?.source;
  return {
    draft: draftFromRfq(rfq),
    candidates: rfq.suppliers.map((s) => ({ id: s.id, name: s.name, city: s.city, state: s.state, origin: 'requested' as const })),
    source: sourced ? { uploadId: sourced.uploadId, fileName: sourced.fileName } : null,
    notices: [],
  };
}

function Refusal({ message, rfqId }: { message: string; rfqId?: string }) {
  return (
    <Stack gap={4} align="start">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <ButtonLink to={rfqId ? paths.rfq(rfqId) : paths.rfqManagement()} variant="outline">{rfqId ? 'Back to the RFQ' : 'Back to RFQ management'}</ButtonLink>
    </Stack>
  );
}

/** /rfq/:id/edit — a draft in the RFQ form; sent RFQs are not edited (suppliers may be quoting them). */
export function EditDraftView({ id }: { id: string }) {
  const rfq = useRfq(id);
  const processes = useProcessOptions();
  if (rfq.isPending) {
    return <PageSkeleton titleWidth="60%" blocks={['48']} />;
  }
  if (rfq.isError) return <Refusal message={errorStatus(rfq.error) === 404 ? "This RFQ doesn't exist or isn't shared with you." : errorMessageOf(rfq.error)} />;
  const data = rfq.data;
  if (data.viewer === 'supplier') return <Refusal message="Only the buyer who owns this RFQ can edit it." rfqId={data.id} />;
  if (data.status !== 'draft') return <Refusal message={`Only a draft can be edited; this RFQ is ${data.status}. Duplicate it to start a new one.`} rfqId={data.id} />;
  return <RfqForm key={data.updatedAt} prefill={prefillOf(data)} processes={processes.data ?? []} editing={data} />;
}
