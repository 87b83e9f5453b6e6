import type { ActionKind } from './model.js';
import type { SupplierCard } from './tool-results.js';

/**
 * Where a backend puts its answer. The stream (stream.ts) turns these calls into the AI SDK's UI message stream
 * chunks, the same for every backend; the service records them on the assistant message.
 */
export interface AnswerSink {
  readonly signal: AbortSignal;
  /** Runs a tool call as a visible step (input shown while it runs, output when done) and records it. */
  step<T>(tool: string, input: Record<string, unknown>, label: string, run: () => Promise<T>): Promise<T>;
  text(delta: string): void;
  cards(cards: SupplierCard[]): void;
  /** An action the user may confirm; returns its id. */
  propose(action: { kind: ActionKind; label: string; payload: Record<string, unknown> }): string;
  notice(text: string): void;
}

/** Streams a finished text in small pieces (word by word), so every backend streams the same way. */
export function streamText(sink: AnswerSink, text: string): void {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    if (sink.signal.aborted) return;
    sink.text(piece);
  }
}
