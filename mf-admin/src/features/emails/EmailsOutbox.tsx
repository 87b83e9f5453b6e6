import { useState } from 'react';
import { Badge, Button, chakra, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text, apiRequest, useQuery, errorMessageOf, formatDateTime } from '@forge/shell-sdk';
import { AdminEmailDetailSchema, AdminEmailSchema, EmailTemplateListSchema } from '@forge/shell-sdk/admin-contract';
import type { z } from 'zod';
import { DataTable, type Column } from '../../components/DataTable';
import { AdminPage } from '../../components/AdminPage';
import { PrimaryCell } from '../../components/PrimaryCell';
import { useRefreshUnder, type AdminListSpec } from '../../components/admin-list';
import { choiceFilter } from '../../components/list-filters';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { EMAIL_BULK } from './bulk-actions';

export const EMAILS_PATH = '/api/admin/emails';
const EMAILS_LIST: AdminListSpec = { path: EMAILS_PATH, label: 'Outbox', searchLabel: 'Search recipient, subject or template', csvFileName: 'forge-emails.csv', emptyText: 'No email matches.', sort: 'createdAt', dir: 'desc' };
const FILTERS = [choiceFilter('status', 'Status', 'All statuses', [{ value: 'queued', label: 'Queued' }, { value: 'sent', label: 'Sent' }, { value: 'failed', label: 'Failed' }])];
type Email = z.infer<typeof AdminEmailSchema>;
const STATUS_COLOR: Record<Email['status'], string> = { queued: 'blue', sent: 'green', failed: 'red' };

/** An email's HTML in a sandboxed frame: no scripts, no same-origin access. */
function HtmlPreview({ html, title }: { html: string; title: string }) {
  return <chakra.iframe title={title} sandbox="" srcDoc={html} w="full" h="96" borderWidth="1px" borderRadius="md" bg="white" />;
}

function EmailDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery({ queryKey: [`${EMAILS_PATH}/${id}`], queryFn: async () => AdminEmailDetailSchema.parse(await apiRequest('GET', `${EMAILS_PATH}/${id}`)) });
  return (
    <Card.Root variant="outline">
      <Card.Body gap={3}>
        {detail.isPending && <Skeleton h="40" />}
        {detail.isError && <Text color="fg.error">{errorMessageOf(detail.error)}</Text>}
        {detail.data && (
          <>
            <Heading as="h2" size="md">{detail.data.subject}</Heading>
            <Text fontSize="sm" color="fg.muted">To {detail.data.to} · {detail.data.template} · {formatDateTime(detail.data.createdAt)}</Text>
            {detail.data.error && <Text fontSize="sm" color="fg.error">Error: {detail.data.error}</Text>}
            <HtmlPreview html={detail.data.html} title={`Preview of ${detail.data.subject}`} />
          </>
        )}
        <Button alignSelf="start" variant="ghost" onClick={onClose}>Close preview</Button>
      </Card.Body>
    </Card.Root>
  );
}

function Templates() {
  const templates = useQuery({ queryKey: ['/api/admin/email-templates'], queryFn: async () => EmailTemplateListSchema.parse(await apiRequest('GET', '/api/admin/email-templates')) });
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Stack gap={3}>
      <Heading as="h2" size="lg">Templates</Heading>
      <Text color="fg.muted" fontSize="sm">Each email the product sends, rendered from sample data.</Text>
      {templates.isError && <Text color="fg.error">{errorMessageOf(templates.error)}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        {templates.data?.items.map((t) => (
          <Card.Root key={t.template} variant="outline">
            <Card.Body gap={2}>
              <Text fontWeight="semibold">{t.template}</Text>
              <Text fontSize="sm" color="fg.muted">{t.description}</Text>
              <Text fontSize="sm">Subject: {t.subject}</Text>
              {shown === t.template ? (
                <HtmlPreview html={t.html} title={`${t.template} template preview`} />
              ) : (
                <Button size="xs" variant="outline" alignSelf="start" onClick={() => setShown(t.template)}>Preview</Button>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const columns: Column<Email>[] = [
  { key: 'createdAt', header: 'Time', sortKey: 'createdAt', cell: (e) => <Text whiteSpace="nowrap">{formatDateTime(e.createdAt)}</Text> },
  { key: 'to', header: 'Recipient', sortKey: 'to', cell: (e) => <Text overflowWrap="anywhere">{e.to}</Text> },
  { key: 'template', header: 'Template', sortKey: 'template', cell: (e) => <PrimaryCell title={e.template} detail={e.subject} /> },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (e) => (
      <Stack gap={0}>
        <Badge colorPalette={STATUS_COLOR[e.status]} variant="subtle" alignSelf="start">{e.status}</Badge>
        {e.error && <Text fontSize="xs" color="fg.error" lineClamp={2} maxW="48" title={e.error}>{e.error}</Text>}
      </Stack>
    ),
  },
];

/** /admin/emails — the outbox: status (queued, sent, failed + error), recipient, template, time; preview and resend. */
export function EmailsOutbox() {
  const refresh = useRefreshUnder(EMAILS_PATH);
  const [preview, setPreview] = useState<string | null>(null);
  const [resending, setResending] = useState<Email | null>(null);
  return (
    <AdminPage title="Emails" intro="Every email Forge sends is stored here first. Resending creates a new entry with the same content.">
      {preview && <EmailDetail id={preview} onClose={() => setPreview(null)} />}
      <DataTable
        spec={EMAILS_LIST}
        item={AdminEmailSchema}
        columns={columns}
        filters={FILTERS}
        bulk={{ actions: EMAIL_BULK, describe: (e) => `${e.subject} to ${e.to}` }}
        actions={(e) => (
          <HStack gap={2}>
            <Button size="xs" variant="outline" onClick={() => setPreview(e.id)}>Preview</Button>
            <Button size="xs" variant="outline" onClick={() => setResending(e)}>Resend</Button>
          </HStack>
        )}
      />
      <ConfirmDialog
        open={resending !== null}
        title="Send this email again?"
        confirmLabel="Resend"
        onClose={() => setResending(null)}
        onConfirm={async () => {
          await apiRequest('POST', `${EMAILS_PATH}/${resending!.id}/resend`);
          await refresh();
        }}
      >
        {resending ? `“${resending.subject}” goes to ${resending.to} once more. The recipient gets a second copy.` : ''}
      </ConfirmDialog>
      <Templates />
    </AdminPage>
  );
}
