import { PART_KINDS, PART_REVISION_STATES, type PartRevision } from '@forge/contract';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * The part master (README.md here). `part_items`: one per part, owner `uid`, `partKey` (the part number without
 * case, spaces or dashes) unique per owner. `part_revisions`: the item's fields and child lines per revision;
 * the item keeps a copy of its latest revision's summary for listing, search and sorting.
 */
const itemSchema = new Schema(
  {
    uid: { type: String, required: true },
    partNumber: { type: String, required: true },
    partKey: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, default: '' },
    kind: { type: String, enum: PART_KINDS, default: 'standard' },
    process: { type: String, default: '' },
    unit: { type: String, default: 'ea' },
    revision: { type: String, required: true },
    state: { type: String, enum: PART_REVISION_STATES, default: 'draft' },
    isAssembly: { type: Boolean, default: false },
    needsReview: { type: Boolean, default: false },
    sources: { type: [{ uploadId: String, lineId: String, _id: false }], default: [] },
    /** The import or BOM run that wrote it, so a failed run removes exactly what it wrote. */
    batch: { type: String, default: '' },
  },
  { timestamps: true },
);
itemSchema.index({ uid: 1, partKey: 1 }, { unique: true });
itemSchema.index({ 'sources.uploadId': 1 });

const childSchema = new Schema(
  {
    itemId: { type: String, required: true },
    quantity: { type: Number, required: true },
    findNumber: { type: String, default: '' },
    referenceDesignators: { type: [String], default: [] },
  },
  { _id: false },
);

const revisionSchema = new Schema(
  {
    itemId: { type: String, required: true },
    uid: { type: String, required: true },
    label: { type: String, required: true },
    seq: { type: Number, required: true },
    state: { type: String, enum: PART_REVISION_STATES, default: 'draft' },
    name: { type: String, required: true },
    kind: { type: String, enum: PART_KINDS, default: 'standard' },
    process: { type: String, default: '' },
    unit: { type: String, default: 'ea' },
    material: { type: String, default: '' },
    description: { type: String, default: '' },
    attributes: { type: Schema.Types.Mixed, default: {} },
    children: { type: [childSchema], default: [] },
    /** Item ids of the children, for where-used lookups. */
    childIds: { type: [String], default: [] },
    releaseNote: { type: String, default: '' },
    releasedBy: { type: String, default: '' },
    releasedAt: { type: Date, default: null },
    batch: { type: String, default: '' },
  },
  { timestamps: true },
);
revisionSchema.index({ itemId: 1, seq: 1 }, { unique: true });
revisionSchema.index({ itemId: 1, label: 1 }, { unique: true });
revisionSchema.index({ uid: 1, childIds: 1 });

export interface PartChildDoc {
  itemId: string;
  quantity: number;
  findNumber: string;
  referenceDesignators: string[];
}

export interface PartItemDoc {
  _id: Types.ObjectId;
  uid: string;
  partNumber: string;
  partKey: string;
  name: string;
  nameKey: string;
  kind: (typeof PART_KINDS)[number];
  process: string;
  unit: string;
  revision: string;
  state: PartRevision['state'];
  isAssembly: boolean;
  needsReview: boolean;
  sources: { uploadId: string; lineId: string }[];
  batch: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface PartRevisionDoc {
  _id: Types.ObjectId;
  itemId: string;
  uid: string;
  label: string;
  seq: number;
  state: PartRevision['state'];
  name: string;
  kind: (typeof PART_KINDS)[number];
  process: string;
  unit: string;
  material: string;
  description: string;
  attributes: Record<string, string>;
  children: PartChildDoc[];
  childIds: string[];
  releaseNote: string;
  releasedBy: string;
  releasedAt: Date | null;
  batch: string;
  createdAt: Date;
  updatedAt: Date;
}

export const PartItemModel = mongoose.model<PartItemDoc>('PartItem', itemSchema, 'part_items');
export const PartRevisionModel = mongoose.model<PartRevisionDoc>('PartRevision', revisionSchema, 'part_revisions');
