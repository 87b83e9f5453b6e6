import { useState, type FormEvent } from 'react';
import {
  Alert, Badge, Box, Button, Field, Grid, Heading, HStack, Input, SectionCard, Stack, Text, ButtonLink,
  type RfqInviteQuoteResult, type RfqInviteView, errorMessageOf, errorStatus, formatCount, formatDay, formatDateTime, notify, notifyError, paths,
} from '@forge/shell-sdk';
import { PageSkeleton } from '../../components/PageSkeleton';
import { QuoteForm, RevisionHistory, type QuoteSender } from '../quotes';
import { MessageComposer, MessageList, SUPPLIER_QUESTION_HELP } from '../threads';
import { inviteFileUrl, useAskByInvite, useInvite, useQuoteByInvite } from './api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Lines({ rfq }: { rfq: RfqInviteView['rfq'] }) {
  return (
    <Stack as="ol" listStyleType="none" gap={2} aria-label="Line items">
      {rfq.lines.map((line, i) => (
        <Box as="li" key={line.id} borderWidth="1px" borderRadius="lg" px={4} py={3} data-testid="rfq-line">
          <HStack justify="space-between" align="baseline" gap={3} wrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-word">
              <Text as="span" color="fg.muted" mr={2}>
                {i + 1}
              </Text>
              {[line.partNumber, line.description].filter(Boolean).join(' — ') || 'Part'}
              {line.revision ? ` (rev. ${line.revision})` : ''}
            </Text>
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {formatCount(line.quantity)} {line.unit}
            </Text>
          </HStack>
          {(line.material || line.process) && (
            <Text fontSize="sm" color="fg.muted">
              {[line.material, line.process?.name].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function Drawings({ token, view }: { token: string; view: RfqInviteView }) {
  const { files } = view;
  return (
    <SectionCard title="Drawings and files">
      <Stack gap={3}>
        {files.banner && (
          <Alert.Root status="warning" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{files.banner}</Alert.Title>
          </Alert.Root>
        )}
        {files.files.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            The buyer has attached no files.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap={0} divideY="1px" aria-label="Files">
            {files.files.map((file) => (
              <HStack as="li" key={file.id} gap={3} py={3} justify="space-between" wrap="wrap" data-testid="invite-file">
                <Stack gap={0} minW={0}>
                  <Text fontWeight="semibold" wordBreak="break-all">
                    {file.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {file.kind} · {formatDateTime(file.uploadedAt)}
                  </Text>
                </Stack>
                <Button asChild size="sm" variant="outline">
                  <a href={inviteFileUrl(token, file.id)} download={file.name} aria-label={`Download ${file.name}`}>
                    Download
                  </a>
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted">
          The buyer sees which files your company downloaded.
        </Text>
      </Stack>
    </SectionCard>
  );
}

function Questions({ token, view }: { token: string; view: RfqInviteView }) {
  const [body, setBody] = useState('');
  const ask = useAskByInvite(token);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    ask.mutate(body, {
      onSuccess: () => {
        setBody('');
        notify('success', 'Question sent to the buyer');
      },
      onError: (error) => notifyError(error, "Couldn't send the question"),
    });
  };
  return (
    <SectionCard title="Questions to the buyer">
      <Stack gap={4} data-testid="rfq-threads">
        <MessageList messages={view.messages} viewer="supplier" />
        <MessageComposer label="Ask the buyer a question" helper={SUPPLIER_QUESTION_HELP} body={body} onBody={setBody} onSubmit={onSubmit} sending={ask.isPending} />
      </Stack>
    </SectionCard>
  );
}

/** Who answers: the account Forge makes for the company (or the owner's, once it has one). */
function useAnswerer(token: string, view: RfqInviteView) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [result, setResult] = useState<RfqInviteQuoteResult['account'] | null>(null);
  const submit = useQuoteByInvite(token);
  const sender: QuoteSender = {
    pending: submit.isPending,
    ready: () => {
      const found = {
        ...(name.trim().length < 2 ? { name: 'Give your name.' } : {}),
        ...(!EMAIL.test(email.trim()) ? { email: 'Give an email address, like name@company.com.' } : {}),
      };
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    send: async (quote) => {
      const answer = await submit.mutateAsync({ name: name.trim(), email: email.trim(), quote });
      setResult(answer.account);
      return answer.quote;
    },
    fields: (
      <Stack gap={3} borderTopWidth="1px" pt={3}>
        <Text fontSize="sm" color="fg.muted">
          {view.invite.companyClaimed
            ? `${view.invite.supplierName} has an account on Forge: answer with the email of that account.`
            : `Answering sets up a Forge supplier account for ${view.invite.supplierName} with this email, so you can follow the RFQ and answer the next one.`}
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={3}>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label fontSize="sm">Your name</Field.Label>
            <Input size="sm" autoComplete="name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} data-testid="invite-name" />
            {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label fontSize="sm">Your email</Field.Label>
            <Input size="sm" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} maxLength={254} data-testid="invite-email" />
            {errors.email && <Field.ErrorText>{errors.email}</Field.ErrorText>}
          </Field.Root>
        </Grid>
      </Stack>
    ),
  };
  return { sender, result };
}

function AccountNotice({ account, company }: { account: RfqInviteQuoteResult['account']; company: string }) {
  return (
    <Alert.Root status="success" borderRadius="lg" data-testid="invite-account">
      <Alert.Indicator />
      <Stack gap={1}>
        <Alert.Title>Your answer reached the buyer.</Alert.Title>
        <Alert.Description>
          {account.created
            ? `Forge set up a supplier account for ${company} with ${account.email}. ${account.passwordEmail ? 'Check that inbox for the email that sets its password' : 'Set its password with "Forgot password" on the sign-in page'}; then you can follow this RFQ signed in.`
            : `It is filed under the Forge account ${account.email}, which now answers for ${company}.`}
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}

/** What a broken link says: it was withdrawn, quoting closed, or it is not a valid link at all (the API's reason). */
function LinkProblem({ error }: { error: unknown }) {
  const status = errorStatus(error);
  return (
    <Stack gap={4} align="start" maxW="2xl">
      <Heading as="h1" size="xl">
        {status === 404 ? 'This quote link no longer works' : 'This RFQ cannot be shown right now'}
      </Heading>
      <Alert.Root status={status === 404 ? 'warning' : 'error'} borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>{errorMessageOf(error)}</Alert.Title>
      </Alert.Root>
      <ButtonLink to={paths.login()} variant="outline">
        Sign in to Forge
      </ButtonLink>
    </Stack>
  );
}

/** /rfq-invite/:token — an unclaimed company reads, asks about and answers an RFQ emailed to its listed contact. */
export function RfqInvite({ token }: { token: string }) {
  const invite = useInvite(token);
  if (invite.isPending) return <PageSkeleton titleWidth="50%" blocks={['24', '48']} />;
  if (invite.isError) return <LinkProblem error={invite.error} />;
  return <InviteView token={token} view={invite.data} />;
}

function InviteView({ token, view }: { token: string; view: RfqInviteView }) {
  const { rfq, invite } = view;
  const { sender, result } = useAnswerer(token, view);
  const latest = view.quotes[0];
  const place = rfq.delivery.city ? `${rfq.delivery.city}, ${rfq.delivery.state}` : rfq.delivery.state;
  return (
    <Stack gap={6} data-testid="rfq-invite">
      <Stack gap={2}>
        <Text fontSize="sm" color="fg.muted">
          Request for quote to {invite.supplierName}
        </Text>
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {rfq.title}
        </Heading>
        <HStack gap={2} wrap="wrap" fontSize="sm">
          <Badge colorPalette="blue">Quotes due {formatDay(rfq.dueDate)}</Badge>
          {place && <Badge>Deliver to {place}</Badge>}
          {rfq.ndaRequired && <Badge colorPalette="orange">NDA required</Badge>}
          {rfq.itar && <Badge colorPalette="orange">ITAR / export-controlled</Badge>}
        </HStack>
        {view.buyerAwardRate && (
          <Text fontSize="sm" color="fg.muted">
            This buyer awarded {view.buyerAwardRate.awarded} of its last {view.buyerAwardRate.decided} decided RFQs.
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          This link is for {invite.supplierName} only and works until quoting closes ({formatDateTime(invite.expiresAt)}). No account is needed to read, ask or answer.
        </Text>
      </Stack>
      {rfq.notes && (
        <SectionCard title="The buyer's notes">
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {rfq.notes}
          </Text>
        </SectionCard>
      )}
      <SectionCard title={`Line items (${rfq.lines.length})`}>
        <Lines rfq={rfq} />
      </SectionCard>
      <Drawings token={token} view={view} />
      <Questions token={token} view={view} />
      {result && <AccountNotice account={result} company={invite.supplierName} />}
      <QuoteForm key={latest?.id ?? 'new'} rfq={rfq} latest={latest} sender={sender} />
      <RevisionHistory rfq={rfq} quotes={view.quotes} />
    </Stack>
  );
}
