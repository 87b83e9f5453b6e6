import { AppError } from '../../src/lib/app-error.js';
import { classifyTable, inspectTable, type ClassifiedLine } from '../../src/domains/bom/analyse.js';
import { ParsePool, ParseThreadError } from '../../src/domains/bom/parse-pool.js';
import { buildLargeWorkbook, buildWorkbook, generatedCsv, MESSY_CSV } from './fixtures.js';

/** The reading threads for real: results equal the same work done in-process; limits fail one file, not the pool. */
describe('BOM reading threads (ParsePool)', () => {
  const pools: ParsePool[] = [];
  const pool = (options: Partial<ConstructorParameters<typeof ParsePool>[0]> = {}) => {
    const p = new ParsePool({ threads: 1, maxHeapMb: 512, timeoutMs: 120_000, ...options });
    pools.push(p);
    return p;
  };
  const small = { buffer: Buffer.from(generatedCsv(30, 'S')), fileName: 'small.csv', fileType: 'csv' as const };
  let large: Buffer;

  beforeAll(async () => {
    large = await buildLargeWorkbook(20_000);
  });

  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it('inspects CSV and XLSX exactly as the in-process reader does', async () => {
    const p = pool();
    const messy = { buffer: MESSY_CSV, fileName: 'messy.csv', fileType: 'csv' as const };
    expect(await p.inspect(messy)).toEqual(await inspectTable(messy));
    const workbook = { buffer: await buildWorkbook(), fileName: 'frame.xlsx', fileType: 'xlsx' as const, sheet: 'Electrical' };
    const inThread = await p.inspect(workbook);
    expect(inThread).toEqual(await inspectTable(workbook));
    expect(inThread).toMatchObject({ sheets: ['Mechanical', 'Electrical'], sheet: 'Electrical', lineCount: 4 });
  });

  it('streams classified chunks in file order and waits for each handler before answering', async () => {
    const p = pool();
    const input = { ...small, buffer: Buffer.from(generatedCsv(2_500, 'C')), sheet: null, mapping: { partNumber: 0, description: 1, quantity: 2, material: 3, unitPrice: 4 }, corrections: [], chunkLines: 1_000 };
    const seen: { offset: number; count: number; total: number }[] = [];
    const lines: ClassifiedLine[] = [];
    const outcome = await p.classify(input, async (chunk, offset, total) => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push({ offset, count: chunk.length, total });
      lines.push(...chunk);
    });
    expect(seen).toEqual([
      { offset: 0, count: 1_000, total: 2_500 },
      { offset: 1_000, count: 1_000, total: 2_500 },
      { offset: 2_000, count: 500, total: 2_500 },
    ]);
    const local: ClassifiedLine[] = [];
    const expected = await classifyTable(input, (chunk) => local.push(...chunk));
    expect(outcome).toEqual(expected);
    expect(lines).toEqual(local);
  });

  it('keeps a bad file’s error (status and message) across the thread boundary', async () => {
    const p = pool();
    const empty = p.inspect({ buffer: Buffer.alloc(0), fileName: 'empty.csv', fileType: 'csv' });
    await expect(empty).rejects.toBeInstanceOf(AppError);
    await expect(empty).rejects.toMatchObject({ code: 'invalid-argument', message: '"empty.csv" is empty.' });
    const tooMany = p.inspect({ buffer: Buffer.from(generatedCsv(20_001)), fileName: 'huge.csv', fileType: 'csv' });
    await expect(tooMany).rejects.toMatchObject({ code: 'invalid-argument', details: { limit: 20_000, lines: 20_001 } });
    expect(await p.inspect(small)).toMatchObject({ lineCount: 30 });
  });

  it('stops a thread that exceeds its heap cap with a clear error; the next file gets a fresh thread', async () => {
    const p = pool({ maxHeapMb: 48 });
    expect(await p.inspect(small)).toMatchObject({ lineCount: 30 });
    const read = p.inspect({ buffer: large, fileName: 'hostile.xlsx', fileType: 'xlsx' });
    await expect(read).rejects.toBeInstanceOf(AppError);
    await expect(read).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^"hostile\.xlsx" needs more than 48 MB of memory to read/) });
    expect(p.active).toBe(0);
    expect(await p.inspect(small)).toMatchObject({ lineCount: 30 });
  });

  it('stops a task that runs past its time limit; the pool keeps serving', async () => {
    const p = pool({ timeoutMs: 1 });
    const read = p.inspect({ buffer: large, fileName: 'slow.xlsx', fileType: 'xlsx' });
    await expect(read).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^"slow\.xlsx" took longer than 1 ms to read/) });
    expect(p.active).toBe(0);
  });

  it('fails the task with the handler’s own error when storing a chunk fails', async () => {
    const p = pool();
    const input = { ...small, sheet: null, mapping: { partNumber: 0, description: 1 }, corrections: [], chunkLines: 10 };
    await expect(
      p.classify(input, () => {
        throw new Error('store is down');
      }),
    ).rejects.toThrow('store is down');
    expect(p.active).toBe(0);
    expect(await p.inspect(small)).toMatchObject({ lineCount: 30 });
  });

  it('queues work beyond its threads, and close() fails what is waiting', async () => {
    const p = pool();
    const first = p.inspect({ buffer: large, fileName: 'first.xlsx', fileType: 'xlsx' }).catch((error: unknown) => error);
    const second = p.inspect(small).catch((error: unknown) => error);
    expect(p.active).toBe(1);
    await p.close();
    expect(await first).toBeInstanceOf(ParseThreadError);
    expect(await second).toMatchObject({ message: expect.stringMatching(/shut down/) });
    await expect(p.inspect(small)).rejects.toThrow(/shut down/);
  });
});
