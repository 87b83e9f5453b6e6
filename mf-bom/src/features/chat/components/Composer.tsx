import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Field, HStack, Text, Textarea, formatCount } from '@forge/shell-sdk';
import { CHAT_MAX_MESSAGE } from '@forge/shell-sdk/buying-contract';

/** The question box: refuses an empty or overlong message before sending; Stop cancels a running answer. */
export function Composer({ busy, onSend, onStop }: { busy: boolean; onSend: (text: string) => void; onStop: () => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setProblem('Type a question first.');
    if (trimmed.length > CHAT_MAX_MESSAGE) return setProblem(`A message can be at most ${formatCount(CHAT_MAX_MESSAGE)} characters.`);
    setProblem(null);
    onSend(trimmed);
    setText('');
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !busy) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit} aria-label="Ask the assistant">
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label>Your question</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKey} rows={2} maxLength={CHAT_MAX_MESSAGE + 100} placeholder="e.g. Which lines need machining?" resize="vertical" />
        {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      </Field.Root>
      <HStack justify="space-between" mt={2} gap={2}>
        <Text fontSize="xs" color={text.length > CHAT_MAX_MESSAGE ? 'fg.error' : 'fg.muted'}>
          {formatCount(text.length)} / {formatCount(CHAT_MAX_MESSAGE)}
        </Text>
        {busy ? (
          <Button type="button" variant="outline" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button type="submit" colorPalette="brand">
            Send
          </Button>
        )}
      </HStack>
    </form>
  );
}
