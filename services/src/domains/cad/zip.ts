import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ModelReadError } from './errors.js';
import { FORMAT_OF_EXTENSION, type ModelFormat } from './read-model.js';

/**
 * The models inside a ZIP the buyer attached, extracted with limits so that a zip bomb is refused before it is
 * inflated: at most MAX_ENTRIES entries, declared sizes within the limits, a compression ratio a real model does not
 * exceed, and the bytes actually inflated counted against the declared size (yauzl checks it; so do we).
 */
export const ZIP_LIMITS = { maxEntries: 1000, maxTotalBytes: 200 * 1024 * 1024, maxRatio: 200, maxModels: 1 };

export interface ZipModel {
  name: string;
  path: string;
  format: ModelFormat;
  size: number;
}

const mb = (bytes: number) => `${Number((bytes / 1024 / 1024).toPrecision(3))} MB`;
const extensionOf = (name: string) => /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

function open(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

/** Every entry's header (nothing inflated yet). */
function entries(zip: ZipFile, fileName: string, maxEntries: number): Promise<Entry[]> {
  if (zip.entryCount > maxEntries) {
    return Promise.reject(new ModelReadError('zip-bomb', `"${fileName}" holds ${zip.entryCount} entries; archives are opened up to ${maxEntries}, so it was not read.`));
  }
  return new Promise((resolve, reject) => {
    const all: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      all.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(all));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Extracts the largest model entry (STEP, IGES, STL or DXF) into `dir`, or says why it will not. */
export async function extractModel(path: string, fileName: string, dir: string, maxModelBytes: number, limits = ZIP_LIMITS): Promise<{ model: ZipModel; others: string[] }> {
  let zip: ZipFile;
  try {
    zip = await open(path);
  } catch (error) {
    throw new ModelReadError('corrupt', `"${fileName}" is not a readable ZIP archive (${(error as Error).message}).`);
  }
  try {
    const all = await entries(zip, fileName, limits.maxEntries);
    const declared = all.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limits.maxTotalBytes) {
      throw new ModelReadError('zip-bomb', `"${fileName}" would unpack to ${mb(declared)}; archives are opened up to ${mb(limits.maxTotalBytes)}, so it was not read.`);
    }
    const bomb = all.find((e) => e.compressedSize > 0 && e.uncompressedSize / e.compressedSize > limits.maxRatio);
    if (bomb) {
      throw new ModelReadError('zip-bomb', `"${fileName}" looks like a zip bomb: "${bomb.fileName}" would inflate ${Math.round(bomb.uncompressedSize / bomb.compressedSize)} times (models compress at most about ${limits.maxRatio} times), so it was not opened.`);
    }
    const models = all.filter((e) => !/\/$/.test(e.fileName) && FORMAT_OF_EXTENSION[extensionOf(e.fileName)]).sort((a, b) => b.uncompressedSize - a.uncompressedSize);
    if (models.length === 0) throw new ModelReadError('no-model', `"${fileName}" holds no STEP, IGES, STL or DXF file, so there is no model to read.`);
    const entry = models[0]!;
    if (entry.uncompressedSize > maxModelBytes) {
      throw new ModelReadError('too-large', `"${entry.fileName}" in "${fileName}" is ${mb(entry.uncompressedSize)}; models are read up to ${mb(maxModelBytes)}, so it was not read.`);
    }
    const target = join(dir, `entry.${extensionOf(entry.fileName)}`);
    let inflated = 0;
    // counts what really comes out, whatever the header said
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        inflated += chunk.length;
        if (inflated > entry.uncompressedSize || inflated > maxModelBytes) callback(new ModelReadError('zip-bomb', `"${entry.fileName}" in "${fileName}" inflates past the size its header declares, so reading stopped.`));
        else callback(null, chunk);
      },
    });
    const stream = await zip.openReadStreamPromise(entry);
    try {
      await pipeline(stream, guard, createWriteStream(target));
    } catch (error) {
      if (error instanceof ModelReadError) throw error;
      throw new ModelReadError('corrupt', `"${entry.fileName}" in "${fileName}" could not be unpacked (${(error as Error).message}).`);
    }
    const format = FORMAT_OF_EXTENSION[extensionOf(entry.fileName)]!;
    return { model: { name: entry.fileName, path: target, format, size: inflated }, others: models.slice(1).map((e) => e.fileName) };
  } finally {
    zip.close();
  }
}
