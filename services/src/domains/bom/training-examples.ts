/**
 * Corrections as training data: each correction is kept with the learned model's features of the line, and the
 * examples of users who chose to share their corrections are exported for `npm run train:bom -- --from-db`.
 */
import { usersSharingCorrections } from '../users/service.js';
import { isCadAssembly } from './analyse.js';
import { lineFeatures } from './learned-model.js';
import type { BomLineDoc } from './model.js';
import { storedLineAsNormalized } from './stored-line.js';
import { BomTrainingExampleModel } from './training-model.js';

export interface TrainingExample {
  features: string[];
  label: string;
}

/** The label the model learns: the kind, with the process for custom parts ("custom:cnc-machining"). */
export function trainingLabel(kind: string, process: string | null | undefined): string | null {
  if (kind === 'custom') return process ? `custom:${process}` : null;
  return kind === 'standard' || kind === 'unknown' ? kind : null;
}

export async function recordTrainingExample(
  uid: string,
  line: BomLineDoc,
  format: string,
  label: { kind: string; process: string | null },
  modelVersion: string | null,
): Promise<void> {
  const value = trainingLabel(label.kind, label.process);
  if (!value) {
    await BomTrainingExampleModel.deleteOne({ uid, partKey: line.partKey });
    return;
  }
  const features = lineFeatures(storedLineAsNormalized(line), { cadAssembly: isCadAssembly(format) });
  if (features.length === 0) return;
  await BomTrainingExampleModel.updateOne(
    { uid, partKey: line.partKey },
    { $set: { features, label: value, format, modelVersion, updatedAt: new Date() } },
    { upsert: true },
  );
}

/** Examples of the users who share their corrections (read at export time: withdrawing consent withdraws them). */
export async function sharedTrainingExamples(): Promise<TrainingExample[]> {
  const uids = await BomTrainingExampleModel.distinct('uid');
  const sharing = await usersSharingCorrections(uids.map(String));
  if (sharing.size === 0) return [];
  const docs = await BomTrainingExampleModel.find({ uid: { $in: [...sharing] } }, { features: 1, label: 1, _id: 0 }).lean();
  return docs.map((d) => ({ features: d.features, label: d.label }));
}
