import mongoose, { Schema } from 'mongoose';
import type { ModelFacts } from '@forge/contract';

/**
 * One document per model file (collection `cad_models`, _id = the file's id): where the file lives, where reading
 * stands, and the facts once read. The worker writes it; the API reads it. Shared between replicas through MongoDB.
 */
export type ModelStatus = 'queued' | 'reading' | 'ready' | 'failed';

export interface CadModelDoc {
  _id: string;
  /** Which domain stores the file (only RFQ files so far). */
  source: 'rfq';
  rfqId: string;
  lineId: string | null;
  name: string;
  ext: string;
  size: number;
  status: ModelStatus;
  progress: number;
  error: string | null;
  /** The reader's error code (timeout, memory, truncated, …), for operators and tests. */
  errorCode: string | null;
  facts: ModelFacts | null;
  peakRssMb: number | null;
  queuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
}

const schema = new Schema(
  {
    _id: { type: String, required: true },
    source: { type: String, enum: ['rfq'], required: true },
    rfqId: { type: String, required: true },
    lineId: { type: String, default: null },
    name: { type: String, required: true },
    ext: { type: String, required: true },
    size: { type: Number, required: true },
    status: { type: String, enum: ['queued', 'reading', 'ready', 'failed'], required: true },
    progress: { type: Number, default: 0 },
    error: { type: String, default: null },
    errorCode: { type: String, default: null },
    facts: { type: Schema.Types.Mixed, default: null },
    peakRssMb: { type: Number, default: null },
    queuedAt: { type: Date, required: true },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'cad_models', versionKey: false },
);
schema.index({ status: 1, queuedAt: 1 });
schema.index({ rfqId: 1 });

export const CadModel = mongoose.model('CadModel', schema);
