import { memo } from 'react';
import { Alert, Box, List, Spinner, Stack, Text } from '@forge/shell-sdk';
import type { AssistantMessage } from '../messages';
import { stepLabel } from '../messages';
import { ActionButton } from './ActionButton';
import { RichText } from './RichText';
import { SupplierCards } from './SupplierCards';

/**
 * One message: the user's text, or the assistant's notice, tool steps, answer, supplier cards and actions. Memoised:
 * while an answer streams, the earlier messages (unchanged objects) are not parsed and rendered again.
 */
export const MessageView = memo(function MessageView({ message, conversationId, streaming }: { message: AssistantMessage; conversationId: string; streaming: boolean }) {
  if (message.role === 'user') {
    const text = message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
    return (
      <Box alignSelf="flex-end" maxW={{ base: '90%', md: '75%' }} bg="brand.subtle" px={4} py={2} borderRadius="lg" css={{ overflowWrap: 'anywhere' }}>
        <Text as="h3" srOnly>
          You
        </Text>
        <Text whiteSpace="pre-wrap">{text}</Text>
      </Box>
    );
  }
  const steps = message.parts.filter((p) => p.type === 'dynamic-tool');
  const text = message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
  const cards = message.parts.flatMap((p) => (p.type === 'data-suppliers' ? p.data : []));
  const actions = message.parts.flatMap((p) => (p.type === 'data-action' ? [p.data] : []));
  const notices = message.parts.flatMap((p) => (p.type === 'data-notice' ? [p.data.text] : []));
  return (
    <Stack gap={3} maxW={{ base: '100%', md: '85%' }} data-testid="assistant-message">
      <Text as="h3" srOnly>
        Assistant
      </Text>
      {notices.map((n) => (
        <Alert.Root key={n} status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{n}</Alert.Title>
        </Alert.Root>
      ))}
      {steps.length > 0 && (
        <List.Root gap={1} fontSize="sm" color="fg.muted" listStyleType="none" aria-label="Steps">
          {steps.map((s) => (
            <List.Item key={s.toolCallId} display="flex" gap={2} alignItems="center">
              {s.state === 'input-available' || s.state === 'input-streaming' ? <Spinner size="xs" /> : <span aria-hidden>{s.state === 'output-error' ? '✕' : '✓'}</span>}
              {stepLabel(s)}
            </List.Item>
          ))}
        </List.Root>
      )}
      {text ? <RichText text={text} /> : streaming ? <Text color="fg.muted">Thinking…</Text> : null}
      {cards.length > 0 && <SupplierCards cards={cards} />}
      {actions.map((a) => (
        <ActionButton key={a.id} conversationId={conversationId} action={a} />
      ))}
    </Stack>
  );
});
