import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Badge, Box, Button, Field, HStack, Input, Skeleton, Stack, Text, paths, ErrorAlert, TextLink } from '@forge/shell-sdk';
import { ActionDialog, DialogActions } from '@forge/shell-sdk/widgets';
import { defaultDueDate, processLabel, useCreatePackages, usePackagePreview } from './api';

/**
 * "Request quotes by process": shows the packages (process, lines, matched suppliers) before anything is made,
 * then creates one draft RFQ per process and takes the buyer to the list of drafts to review and send.
 */
export function RequestQuotesDialog({ uploadId }: { uploadId: string }) {
  const [open, setOpen] = useState(false);
  const [dueDate, setDueDate] = useState(defaultDueDate);
  const navigate = useNavigate();
  const preview = usePackagePreview(uploadId, open);
  const create = useCreatePackages(uploadId);
  const packages = preview.data?.packages ?? [];

  const onCreate = () =>
    create.mutate(
      { dueDate },
      { onSuccess: (result) => navigate(`${paths.bomRfqs(uploadId)}?created=${result.created.length}`) },
    );

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Request quotes by process
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Request quotes by process"
        role="dialog"
        long
        bodyProps={{ gap: 4 }}
        footer={
          <DialogActions
            onCancel={() => setOpen(false)}
            confirmLabel={packages.length === 1 ? 'Create 1 draft RFQ' : `Create ${packages.length} draft RFQs`}
            onConfirm={onCreate}
            busy={create.isPending}
            disabled={packages.length === 0 || !dueDate}
          />
        }
      >
        <Text color="fg.muted">
          Every custom line goes into one draft RFQ per process, with the suppliers matched for that process. Nothing is sent: you review each
          draft, then send it.
        </Text>
        {preview.isPending && <Skeleton h="32" />}
        {preview.isError && <ErrorAlert error={preview.error} />}
        {preview.data && packages.length === 0 && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>This BOM has no custom lines to quote. Mark a line as a custom part to request quotes for it.</Alert.Title>
          </Alert.Root>
        )}
        {packages.length > 0 && (
          <Stack as="ul" listStyleType="none" gap={3} aria-label="Packages">
            {packages.map((pkg) => (
              <Box as="li" key={pkg.title} borderWidth="1px" borderRadius="lg" p={3}>
                <HStack justify="space-between" align="start" gap={2} wrap="wrap">
                  <Text fontWeight="semibold">{processLabel(pkg.process)}</Text>
                  <Badge>{pkg.lineCount === 1 ? '1 line' : `${pkg.lineCount} lines`}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {pkg.suppliers.length
                    ? `${pkg.suppliers.length} supplier${pkg.suppliers.length === 1 ? '' : 's'}: ${pkg.suppliers.map((s) => s.name).join(', ')}`
                    : 'No matched supplier yet: add suppliers in the draft.'}
                </Text>
                {pkg.revisions.length > 0 && (
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    Revisions kept: {pkg.revisions.map((r) => `${r.partNumber} rev ${r.revision}`).join(', ')}
                  </Text>
                )}
                {pkg.linesWithoutQuantity > 0 && (
                  <Text fontSize="sm" color="orange.fg">
                    {pkg.linesWithoutQuantity} line{pkg.linesWithoutQuantity === 1 ? ' has' : 's have'} no quantity: 1 is asked for until you change it.
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
        {packages.length > 0 && (
          <Field.Root>
            <Field.Label>Quotes due</Field.Label>
            <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} maxW="48" />
            <Field.HelperText>Each draft starts with this date; you can change it before sending.</Field.HelperText>
          </Field.Root>
        )}
        {preview.data && preview.data.created.length > 0 && (
          <Text fontSize="sm">
            You already made {preview.data.created.length} RFQ{preview.data.created.length === 1 ? '' : 's'} from this BOM.{' '}
            <TextLink to={paths.bomRfqs(uploadId)}>See them</TextLink>
          </Text>
        )}
        {create.isError && <ErrorAlert error={create.error} />}
      </ActionDialog>
    </>
  );
}
