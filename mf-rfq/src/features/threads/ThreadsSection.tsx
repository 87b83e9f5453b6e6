import { useState, type FormEvent } from 'react';
import { Badge, Box, Field, HStack, NativeSelect, SectionCard, Stack, Text, notify, type RfqMessage, type RfqView, errorMessageOf, formatMoment } from '@forge/shell-sdk';
import { useMessages, usePostMessage } from './api';
import { MessageComposer, SUPPLIER_QUESTION_HELP } from './MessageComposer';

const BROADCAST = '__all__';

export function MessageList({ messages, viewer }: { messages: RfqMessage[]; viewer: RfqView['viewer'] }) {
  if (messages.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No messages yet.
      </Text>
    );
  }
  const mine = (m: RfqMessage) => (viewer === 'supplier' ? m.from === 'supplier' : m.from === 'buyer');
  return (
    <Stack as="ol" gap={3} listStyleType="none" m={0} p={0} aria-label="Messages" data-testid="thread-messages">
      {messages.map((m) => (
        <Box as="li" key={m.id} alignSelf={mine(m) ? 'flex-end' : 'flex-start'} maxW={{ base: '100%', md: '85%' }} bg={mine(m) ? 'brand.50' : 'bg.muted'} borderRadius="lg" px={3} py={2}>
          <HStack gap={2} fontSize="xs" color="fg.muted" mb={1} wrap="wrap">
            <Text as="span" fontWeight="semibold" color="fg">
              {mine(m) ? 'You' : m.from === 'buyer' ? 'Buyer' : 'Supplier'}
            </Text>
            {m.broadcast && (
              <Badge size="sm" colorPalette="blue">
                To all invited suppliers
              </Badge>
            )}
            <Text as="span">{formatMoment(m.createdAt)}</Text>
          </HStack>
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            {m.body}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Clarifications on /rfq/:id. An invited supplier talks with the buyer in its own thread and reads the buyer's
 * broadcasts; the buyer picks a supplier's thread or writes to every invited supplier at once.
 */
export function ThreadsSection({ rfq }: { rfq: RfqView }) {
  const isSupplier = rfq.viewer === 'supplier';
  const [target, setTarget] = useState<string>(isSupplier ? '' : (rfq.suppliers[0]?.id ?? BROADCAST));
  const [body, setBody] = useState('');
  const supplierId = isSupplier || target === BROADCAST ? undefined : target;
  const messages = useMessages(rfq.id, supplierId);
  const post = usePostMessage(rfq.id);
  if (rfq.status === 'draft' || rfq.suppliers.length === 0) return null;

  const shown = target === BROADCAST && !isSupplier ? (messages.data?.messages ?? []).filter((m) => m.broadcast) : (messages.data?.messages ?? []);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    try {
      await post.mutateAsync(isSupplier ? { body } : target === BROADCAST ? { body, broadcast: true } : { body, supplierId: target });
      setBody('');
      notify('success', isSupplier ? 'Question sent to the buyer' : target === BROADCAST ? 'Sent to every invited supplier' : 'Reply sent');
    } catch (error) {
      notify('error', errorMessageOf(error));
    }
  };

  return (
    <SectionCard title={isSupplier ? 'Questions to the buyer' : 'Clarifications'}>
      <Stack gap={4} data-testid="rfq-threads">
        {!isSupplier && (
          <Field.Root>
            <Field.Label>Conversation</Field.Label>
            <NativeSelect.Root size="sm" maxW={{ base: '100%', md: '360px' }}>
              <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value)} data-testid="thread-target">
                {(messages.data?.threads ?? rfq.suppliers.map((s) => ({ supplierId: s.id, name: s.name, messages: 0 }))).map((t) => (
                  <option key={t.supplierId} value={t.supplierId}>
                    {t.name}
                    {t.messages > 0 ? ` (${t.messages})` : ''}
                  </option>
                ))}
                <option value={BROADCAST}>All invited suppliers (Q&amp;A)</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>Each supplier sees only its own conversation and the Q&amp;A sent to all.</Field.HelperText>
          </Field.Root>
        )}
        {messages.isError ? (
          <Text color="red.600" fontSize="sm" role="alert">
            Messages could not be loaded: {errorMessageOf(messages.error)}
          </Text>
        ) : messages.isLoading ? (
          <Text color="fg.muted" fontSize="sm">
            Loading messages…
          </Text>
        ) : (
          <MessageList messages={shown} viewer={rfq.viewer} />
        )}
        <MessageComposer
          label={isSupplier ? 'Ask the buyer a question' : target === BROADCAST ? 'Write to every invited supplier' : 'Reply'}
          helper={isSupplier ? SUPPLIER_QUESTION_HELP : undefined}
          body={body}
          onBody={setBody}
          onSubmit={(e) => void onSubmit(e)}
          sending={post.isPending}
        />
      </Stack>
    </SectionCard>
  );
}
