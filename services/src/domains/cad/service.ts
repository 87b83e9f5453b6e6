import { CAD_MODEL_EXTENSIONS, type FileModelFacts } from '@forge/contract';
import type { Principal } from '../../lib/auth.js';
import { createLogger } from '../../lib/logger.js';
import { accessibleRfqFile } from '../rfqs/file-access.js';
import { densityFor } from './materials.js';
import { processFit } from './process-fit.js';
import { CadModel, type CadModelDoc } from './model.js';
import { cadApiLogger, enqueueModel } from './queue.js';

// The API's configured logger; this fallback (default level) serves only callers outside the API.
const fallbackLogger = createLogger('cad');

export interface StoredModelFile {
  fileId: string;
  rfqId: string;
  lineId: string | null;
  name: string;
  size: number;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Models, and ZIP archives (their largest model is read). */
export const isModelFile = (name: string) => [...CAD_MODEL_EXTENSIONS, 'zip'].includes(extensionOf(name));

/**
 * Called by the RFQ domain once a file is stored: a model file is recorded as queued and a reading job added. Never
 * throws — the upload has succeeded either way; with Redis down, the worker's sweep of queued files adds the job.
 */
export async function queueModelRead(file: StoredModelFile, now = new Date()): Promise<void> {
  if (!isModelFile(file.name)) return;
  try {
    await CadModel.updateOne(
      { _id: file.fileId },
      {
        $setOnInsert: {
          source: 'rfq',
          rfqId: file.rfqId,
          lineId: file.lineId,
          name: file.name,
          ext: extensionOf(file.name),
          size: file.size,
          status: 'queued',
          progress: 0,
          error: null,
          errorCode: null,
          facts: null,
          peakRssMb: null,
          queuedAt: now,
          startedAt: null,
          finishedAt: null,
          updatedAt: now,
        },
      },
      { upsert: true },
    );
    await enqueueModel(file.fileId);
  } catch (error) {
    (cadApiLogger() ?? fallbackLogger).warn({ err: error, fileId: file.fileId }, 'model read not queued now; the worker sweep will add it');
  }
}

const MM3_PER_CM3 = 1000;

/** Mass for the line's material (a density from materials.json), or why there is none. */
export function massFor(doc: Pick<CadModelDoc, 'facts'>, material: string | null): Pick<FileModelFacts, 'mass' | 'massNote'> {
  const solid = doc.facts?.solid;
  if (!solid) return { mass: null, massNote: doc.facts?.flat ? 'A flat pattern has no thickness: the mass needs the sheet thickness.' : null };
  if (!material) return { mass: null, massNote: 'The line names no material, so there is no mass.' };
  const density = densityFor(material);
  if (!density) return { mass: null, massNote: `"${material}" is not in the density table, so there is no mass.` };
  const kg = (mm3: number) => Number(((mm3 / MM3_PER_CM3) * density.density / 1000).toPrecision(4));
  return {
    mass: {
      material,
      matched: density.name,
      densityGPerCm3: density.density,
      partKg: kg(solid.volumeMm3),
      stockKg: { plate: kg(solid.stock.plate.volumeMm3), bar: kg(solid.stock.bar.volumeMm3), round: kg(solid.stock.round.volumeMm3) },
      source: density.source,
    },
    massNote: null,
  };
}

/** What was read from an RFQ file, for whoever may read that file (others 404, as for the file). */
export async function rfqFileModel(principal: Principal, rfqId: string, fileId: string): Promise<FileModelFacts> {
  const file = await accessibleRfqFile(principal, rfqId, fileId);
  let doc = await CadModel.findById(fileId).lean<CadModelDoc>();
  if (!doc && isModelFile(file.name)) {
    // a model attached before models were read: read it now
    await queueModelRead({ fileId, rfqId, lineId: file.lineId, name: file.name, size: file.size });
    doc = await CadModel.findById(fileId).lean<CadModelDoc>();
  }
  if (!doc || doc.rfqId !== rfqId) {
    return {
      fileId,
      name: file.name,
      status: 'not-a-model',
      progress: 0,
      error: `"${file.name}" is not a model file (STEP, IGES, STL or DXF), so nothing is read from it.`,
      facts: null,
      mass: null,
      massNote: null,
      processFit: [],
      updatedAt: new Date(0).toISOString(),
    };
  }
  return {
    fileId,
    name: doc.name,
    status: doc.status,
    progress: doc.progress,
    error: doc.error,
    facts: doc.status === 'ready' ? doc.facts : null,
    ...(doc.status === 'ready' ? massFor(doc, file.material) : { mass: null, massNote: null }),
    processFit: doc.status === 'ready' ? processFit(doc.facts, densityFor(file.material)) : [],
    updatedAt: doc.updatedAt.toISOString(),
  };
}
