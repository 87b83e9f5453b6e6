import { useEffect, useRef } from 'react';
import { Box, Button, Stack, Text, Wrap, ErrorAlert } from '@forge/shell-sdk';
import { chatErrorMessage, type AssistantMessage } from '../messages';
import { useAssistant } from '../useAssistant';
import { Composer } from './Composer';
import { EngineNote } from './EngineNote';
import { MessageView } from './MessageView';

const BOM_SUGGESTIONS = ['Which lines need machining?', 'What can I buy off the shelf?', 'How many lines are still unknown?', 'Who can quote the sheet-metal parts in Ohio?'];
const GENERAL_SUGGESTIONS = ['ISO 13485 CNC shops within 50 miles of Dayton, OH', 'Who does anodizing in Michigan?', 'When should I use waterjet instead of laser cutting?', 'What is the difference between AS9100 and ISO 9001?'];

/** One conversation: its messages (stored ones first), streaming answers, and the question box. */
export function ChatThread({ conversationId, initial, pending, aboutBom, backend, onSent }: { conversationId: string; initial: AssistantMessage[]; pending: string | null; aboutBom: boolean; backend?: string | undefined; onSent: () => void }) {
  const chat = useAssistant(conversationId, initial);
  const busy = chat.status === 'submitted' || chat.status === 'streaming';
  const sentPending = useRef(false);
  const end = useRef<HTMLDivElement>(null);

  const send = (text: string) => {
    void chat.sendMessage({ text }).then(onSent);
  };
  useEffect(() => {
    if (pending && !sentPending.current) {
      sentPending.current = true;
      send(pending);
    }
    // once, for the question typed before the conversation existed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages]);

  const error = chatErrorMessage(chat.error);
  return (
    <Stack gap={4} flex="1" minW={0}>
      <Stack gap={5} aria-live="polite" aria-busy={busy}>
        {chat.messages.length === 0 && (
          <Box>
            <Text color="fg.muted" mb={2}>
              {aboutBom ? 'Ask about this BOM, for example:' : 'Ask about suppliers, processes, certifications or your BOMs, for example:'}
            </Text>
            <Wrap gap={2}>
              {(aboutBom ? BOM_SUGGESTIONS : GENERAL_SUGGESTIONS).map((s) => (
                <Button key={s} size="xs" variant="outline" onClick={() => send(s)} disabled={busy}>
                  {s}
                </Button>
              ))}
            </Wrap>
          </Box>
        )}
        {chat.messages.map((m, i) => (
          <MessageView key={m.id} message={m} conversationId={conversationId} streaming={busy && i === chat.messages.length - 1} />
        ))}
        <div ref={end} />
      </Stack>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Composer busy={busy} onSend={send} onStop={() => void chat.stop()} />
      <EngineNote backend={backend} />
      <Text fontSize="xs" color="fg.muted">
        Answers come only from Forge's data, with links. The assistant never makes up prices or lead times; actions happen only when you click.
      </Text>
    </Stack>
  );
}
