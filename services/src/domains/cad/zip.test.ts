import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModelReadError } from './errors.js';
import { zipOf } from '../../../test/cad/zip-writer.js';
import { extractModel } from './zip.js';

const dir = mkdtempSync(join(tmpdir(), 'cad-zip-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function saved(zip: Buffer): string {
  const path = join(dir, `a${n++}.zip`);
  writeFileSync(path, zip);
  return path;
}

async function refusal(path: string): Promise<ModelReadError> {
  try {
    await extractModel(path, 'upload.zip', dir, 50 * 1024 * 1024);
  } catch (error) {
    expect(error).toBeInstanceOf(ModelReadError);
    return error as ModelReadError;
  }
  throw new Error('expected a refusal');
}

const cube = readFileSync(new URL('../../../test/cad/fixtures/cube-10mm.stl', import.meta.url));
const plate = readFileSync(new URL('../../../test/cad/fixtures/prusa-mk3-front-plate.dxf', import.meta.url));

describe('models in a ZIP', () => {
  it('unpacks the largest model and names the others', async () => {
    const path = saved(zipOf([{ name: 'readme.txt', data: Buffer.from('parts') }, { name: 'parts/cube.stl', data: cube }, { name: 'parts/plate.dxf', data: plate }]));
    const { model, others } = await extractModel(path, 'upload.zip', dir, 50 * 1024 * 1024);
    expect(model).toMatchObject({ name: 'parts/plate.dxf', format: 'dxf', size: plate.length });
    expect(readFileSync(model.path)).toEqual(plate);
    expect(others).toEqual(['parts/cube.stl']);
  });

  it('refuses a zip bomb before inflating it', async () => {
    const bomb = saved(zipOf([{ name: 'bomb.stl', data: Buffer.alloc(40 * 1024 * 1024) }]));
    const error = await refusal(bomb);
    expect(error.code).toBe('zip-bomb');
    expect(error.message).toMatch(/^"upload.zip" looks like a zip bomb: "bomb.stl" would inflate \d+ times/);
  });

  it('refuses an archive of too many entries, and one without a model', async () => {
    const many = saved(zipOf(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from(String(i)) }))));
    expect((await refusal(many)).message).toBe('"upload.zip" holds 1001 entries; archives are opened up to 1000, so it was not read.');
    const none = saved(zipOf([{ name: 'drawing.pdf', data: Buffer.from('%PDF-1.7') }]));
    expect((await refusal(none)).code).toBe('no-model');
  });
});
