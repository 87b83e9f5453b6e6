import type { Slots } from './intent.js';
import type { ResultSet } from './state.js';
import type { AnswerSink } from './sink.js';
import type { SupplierCard } from './tool-results.js';
import type { ToolContext } from './tools.js';

/** One interface for the three backends (embedded, OpenAI-compatible server, local GGUF model). */
export interface ExchangeInput {
  message: string;
  /** the BOM the conversation is about, if any */
  uploadId: string | null;
  /** slots of the conversation's last question (embedded follow-ups) */
  previous: Slots | null;
  /** the last answer's result set (stored with the conversation), which a follow-up refines */
  lastResult?: ResultSet | null;
  /** earlier turns, oldest first, text only */
  history: { role: 'user' | 'assistant'; text: string }[];
  /** suppliers shown as cards earlier in the conversation: a model may name them again in a follow-up */
  earlierSuppliers?: SupplierCard[];
  ctx: ToolContext;
}

export interface ChatBackend {
  /** "embedded", "openai-compatible:<model>", "local-gguf:<file>" */
  readonly name: string;
  /** Ends what the backend runs beside the API (the local model's process). */
  close?(): void;
  /** `result`: the answer's result set for follow-ups (undefined keeps the previous one) */
  answer(input: ExchangeInput, sink: AnswerSink): Promise<{ slots: Slots | null; result?: ResultSet | null }>;
}
