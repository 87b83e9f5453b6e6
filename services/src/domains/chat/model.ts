import mongoose, { Schema, type Types } from 'mongoose';

/**
 * Chat data, per user: a conversation (title, optional BOM upload it is about, the slots of its last question and
 * the last answer's result set so a follow-up can carry or refine them) and its messages. An assistant message records which backend answered, the tools it
 * called and how long it took, plus what it showed (supplier cards, proposed actions) so a reload shows the same.
 */

const toolCallSchema = new Schema(
  { name: { type: String, required: true }, input: { type: Schema.Types.Mixed, default: {} }, ms: { type: Number, default: 0 }, ok: { type: Boolean, default: true } },
  { _id: false },
);

const actionSchema = new Schema(
  {
    id: { type: String, required: true },
    kind: { type: String, enum: ['draft-rfq', 'open-discover', 'correct-line'], required: true },
    label: { type: String, required: true },
    payload: { type: Schema.Types.Mixed, default: {} },
    status: { type: String, enum: ['proposed', 'done'], default: 'proposed' },
    result: { type: Schema.Types.Mixed, default: null },
  },
  { _id: false },
);

const conversationSchema = new Schema(
  {
    uid: { type: String, required: true, index: true },
    title: { type: String, required: true },
    uploadId: { type: String, default: null },
    slots: { type: Schema.Types.Mixed, default: null },
    /** the last answer's result set (state.ts), which follow-ups refine; stored here so every replica sees it */
    lastResult: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'chat_conversations', timestamps: true, versionKey: false },
);
conversationSchema.index({ uid: 1, updatedAt: -1 });

const messageSchema = new Schema(
  {
    conversationId: { type: Schema.Types.ObjectId, required: true },
    uid: { type: String, required: true },
    role: { type: String, enum: ['user', 'assistant'], required: true },
    text: { type: String, default: '' },
    backend: { type: String, default: null },
    tools: { type: [toolCallSchema], default: [] },
    latencyMs: { type: Number, default: null },
    cards: { type: Schema.Types.Mixed, default: [] },
    actions: { type: [actionSchema], default: [] },
    notice: { type: String, default: null },
    stopped: { type: Boolean, default: false },
  },
  { collection: 'chat_messages', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
messageSchema.index({ conversationId: 1, createdAt: 1 });

export interface ToolCallRecord {
  name: string;
  input: Record<string, unknown>;
  ms: number;
  ok: boolean;
}

export type ActionKind = 'draft-rfq' | 'open-discover' | 'correct-line';

export interface ActionRecord {
  id: string;
  kind: ActionKind;
  label: string;
  payload: Record<string, unknown>;
  status: 'proposed' | 'done';
  result: Record<string, unknown> | null;
}

export interface ConversationDoc {
  _id: Types.ObjectId;
  uid: string;
  title: string;
  uploadId: string | null;
  slots: unknown;
  lastResult?: unknown;
  createdAt: Date;
  updatedAt: Date;
}

export interface MessageDoc {
  _id: Types.ObjectId;
  conversationId: Types.ObjectId;
  uid: string;
  role: 'user' | 'assistant';
  text: string;
  backend: string | null;
  tools: ToolCallRecord[];
  latencyMs: number | null;
  cards: unknown[];
  actions: ActionRecord[];
  notice: string | null;
  stopped: boolean;
  createdAt: Date;
}

export const ConversationModel = mongoose.model('ChatConversation', conversationSchema);
export const MessageModel = mongoose.model('ChatMessage', messageSchema);
