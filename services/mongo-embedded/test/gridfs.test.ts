// GridFS (the RFQ drawings' store) through the real driver: files + chunks collections, their indexes, streamed
// upload and download, ranges, abort and delete. Runs against a real MongoDB when MONGODB_URI is set.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type ObjectId } from 'mongodb';
import { openSession, type Session } from './helpers.js';

let session: Session;
let bucket: GridFSBucket;
const data = randomBytes(1_000_003);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function read(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  session = await openSession();
  bucket = new GridFSBucket(session.db, { bucketName: 'drawings', chunkSizeBytes: 64 * 1024 });
});

afterAll(async () => {
  await session.close();
});

test('a streamed upload is stored as chunks with the indexes GridFS creates, and streams back whole and by range', async () => {
  const upload = bucket.openUploadStream('bracket.step', { metadata: { rfqId: 'r1' } });
  await pipeline(Readable.from([data.subarray(0, 300_000), data.subarray(300_000)]), upload);
  const id = upload.id as ObjectId;
  const [file] = await bucket.find({ 'metadata.rfqId': 'r1' }).toArray();
  expect(file).toMatchObject({ _id: id, filename: 'bracket.step', length: data.length, chunkSize: 64 * 1024, metadata: { rfqId: 'r1' } });
  expect(await session.db.collection('drawings.chunks').countDocuments({ files_id: id })).toBe(Math.ceil(data.length / (64 * 1024)));
  const chunkIndexes = await session.db.collection('drawings.chunks').listIndexes().toArray();
  expect(chunkIndexes.find((i) => i.name === 'files_id_1_n_1')).toMatchObject({ key: { files_id: 1, n: 1 }, unique: true });
  const fileIndexes = await session.db.collection('drawings.files').listIndexes().toArray();
  expect(fileIndexes.some((i) => i.key.filename === 1 && i.key.uploadDate === 1)).toBe(true);

  expect(sha(await read(bucket.openDownloadStream(id)))).toBe(sha(data));
  expect((await read(bucket.openDownloadStream(id, { start: 65_000, end: 200_001 }))).equals(data.subarray(65_000, 200_001))).toBe(true);
});

test('the unique chunk index refuses a second chunk n for the same file', async () => {
  const upload = bucket.openUploadStream('plate.pdf');
  await pipeline(Readable.from([data.subarray(0, 70_000)]), upload);
  await expect(session.db.collection('drawings.chunks').insertOne({ files_id: upload.id, n: 0, data: Buffer.from('x') })).rejects.toMatchObject({ code: 11000 });
});

test('an aborted upload leaves no chunks and delete removes file and chunks', async () => {
  const aborted = bucket.openUploadStream('half.stl');
  aborted.on('error', () => undefined);
  await new Promise<void>((resolve) => aborted.write(data.subarray(0, 200_000), () => resolve()));
  await aborted.abort();
  expect(await session.db.collection('drawings.chunks').countDocuments({ files_id: aborted.id })).toBe(0);
  expect(await bucket.find({ _id: aborted.id }).toArray()).toEqual([]);

  const kept = bucket.openUploadStream('keep.pdf');
  await pipeline(Readable.from([data.subarray(0, 150_000)]), kept);
  await bucket.delete(kept.id as ObjectId);
  expect(await session.db.collection('drawings.chunks').countDocuments({ files_id: kept.id })).toBe(0);
  await expect(read(bucket.openDownloadStream(kept.id as ObjectId))).rejects.toThrow(/FileNotFound|not found/i);
});
