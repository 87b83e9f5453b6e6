import { Text } from '@forge/shell-sdk';

/** Which engine answers, from the backend name GET /api/chat/conversations reports ("embedded", "openai-compatible:<model>", "local-gguf:<file>"). */
export function engineLabel(backend: string): string {
  if (backend === 'embedded') return "Built-in assistant: no language model is configured. It answers the questions it knows from Forge's data and says so when a question is outside them.";
  const [kind, ...rest] = backend.split(':');
  const model = rest.join(':');
  if (kind === 'openai-compatible') return `Answered by the configured language model ${model}; every supplier it names is checked against Forge's data.`;
  if (kind === 'local-gguf') return `Answered by the local language model ${model}; every supplier it names is checked against Forge's data.`;
  return `Answered by ${backend}.`;
}

/** The line under the question box that says which engine answers. */
export function EngineNote({ backend }: { backend: string | undefined }) {
  if (!backend) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="chat-engine">
      {engineLabel(backend)}
    </Text>
  );
}
