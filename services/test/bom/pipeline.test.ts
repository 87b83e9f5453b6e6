import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { sharedTrainingExamples } from '../../src/domains/bom/training-examples.js';
import { startStackWithWorker, type StackWithWorker } from '../support/worker.js';
import {
  buildWorkbook,
  generatedCsv,
  MESSY_CSV,
  MESSY_CSV_EXPECTED,
  TSV_EXPECTED,
  TSV_WITH_BOM,
  XLSX_ELEC_EXPECTED,
  XLSX_MECH_EXPECTED,
} from './fixtures.js';
import { buildZip, readSse, uploadFile, waitFor, waitForUpload } from './helpers.js';

describe('BOM pipeline (real API, worker, Redis and store)', () => {
  let stack: StackWithWorker;
  let buyer: string;
  let admin: string;
  let investor: string;

  beforeAll(async () => {
    stack = await startStackWithWorker({ BOM_WORKER_LOCK_MS: '5000', BOM_WORKER_STALLED_INTERVAL_MS: '2000' });
    [buyer, admin, investor] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('investor')]);
    await mongoose.connection.db!.collection('suppliers').insertMany([
      { name: 'Buckeye Sheet Works', slug: 'buckeye-sheet-works', capabilities: ['sheet-metal-fabrication', 'laser-cutting'], certifications: [{ slug: 'iso-9001', status: 'active' }], address: { state: 'OH', city: 'Dayton' }, verified: true, responseRate: 0.9 },
      { name: 'Lone Star Metal', slug: 'lone-star-metal', capabilities: ['sheet-metal-fabrication'], certifications: [{ slug: 'iso-9001', status: 'active' }], address: { state: 'TX', city: 'Austin' }, verified: false, responseRate: 0.5 },
      { name: 'Expired Cert Fab', slug: 'expired-cert-fab', capabilities: ['sheet-metal-fabrication'], certifications: [{ slug: 'iso-9001', status: 'expired' }], address: { state: 'OH', city: 'Akron' }, verified: true, responseRate: 1 },
      { name: 'Precision Turn OH', slug: 'precision-turn-oh', capabilities: ['cnc-machining'], certifications: [{ slug: 'iso-9001', status: 'active' }, { slug: 'as9100', status: 'active' }], address: { state: 'OH', city: 'Toledo' }, verified: true, responseRate: 0.8 },
      { name: 'Board House', slug: 'board-house', capabilities: ['pcb-assembly', 'pcb-fabrication'], certifications: [{ slug: 'iso-9001', status: 'active' }], address: { state: 'CA', city: 'San Jose' }, verified: true, responseRate: 0.7 },
    ]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function process(id: string, mapping: Record<string, number>, requirements?: unknown, token = buyer) {
    const res = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token, body: { mapping, ...(requirements ? { requirements } : {}) } });
    expect(res.status).toBe(202);
    return waitForUpload(stack, token, id);
  }

  async function lines(id: string, query = '', token = buyer) {
    const res = await stack.request('GET', `/api/bom/uploads/${id}/lines${query}`, { token });
    expect(res.status).toBe(200);
    return res.body as any[];
  }

  /** Each line has the expected fields, and the expected process (by slug) where one is named. */
  function expectLines(got: any[], expected: readonly object[]) {
    for (const [i, want] of expected.entries()) {
      const { process: slug, ...rest } = want as { process?: string };
      expect(got[i]).toMatchObject(rest);
      if (slug) expect(got[i].process?.slug).toBe(slug);
    }
  }

  describe('bad files are refused with a specific message and nothing is stored', () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const contentTypes = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>');
    const cases: [string, string, () => Buffer | Promise<Buffer>, RegExp][] = [
      ['empty file', 'empty.csv', () => Buffer.alloc(0), /empty/i],
      ['whitespace only', 'blank.csv', () => Buffer.from('\r\n , , \r\n'), /empty|no rows|no BOM lines/i],
      ['header without lines', 'header.csv', () => Buffer.from('Part Number,Description,Qty\n'), /no BOM lines/i],
      ['binary renamed .csv', 'photo.csv', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), /not a text CSV.*PNG/i],
      ['random binary renamed .csv', 'noise.csv', () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), /binary/i],
      ['wrong type', 'drawing.pdf', () => Buffer.from('%PDF-1.7 ...'), /unsupported type.*CSV, TSV or XLSX/i],
      ['legacy xls', 'old.xls', () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), /legacy Excel/i],
      ['corrupt XLSX (not a zip)', 'corrupt.xlsx', () => Buffer.from('this is not a zip file at all, just text pretending'), /not a valid XLSX workbook/i],
      ['corrupt XLSX (zip without a workbook)', 'nowb.xlsx', () => buildZip([{ name: 'hello.txt', data: Buffer.from('hi') }]), /no xl\/workbook\.xml/i],
      [
        'corrupt XLSX (broken workbook xml)',
        'broken.xlsx',
        () => buildZip([
          { name: '[Content_Types].xml', data: contentTypes },
          { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets><sheet name="S" r:id=') },
        ]),
        /corrupt XLSX|no worksheets/i,
      ],
      [
        'zip bomb',
        'bomb.xlsx',
        () => buildZip([
          { name: '[Content_Types].xml', data: contentTypes },
          { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
          { name: 'xl/worksheets/sheet1.xml', data: zeros },
        ]),
        /zip bomb/i,
      ],
      [
        'huge shared strings',
        'strings.xlsx',
        () =>
          buildZip([
            { name: '[Content_Types].xml', data: contentTypes },
            { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
            { name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst>${'<si><t>part</t></si>'.repeat(900_000)}</sst>`) },
          ]),
        /shared-strings table/i,
      ],
      ['too many lines', 'huge.csv', () => Buffer.from(generatedCsv(20_001)), /20,000/],
      ['larger than 10 MB', 'big.csv', () => Buffer.from(`a,b\n${'x,'.repeat(5_500_000)}`), /10 MB/],
    ];
    it.each(cases)('%s', async (_label, fileName, build, message) => {
      const res = await uploadFile(stack, buyer, fileName, await build());
      expect(res.status).toBe(400);
      expect(res.body.error.status).toBe('invalid-argument');
      expect(res.body.error.message).toMatch(message);
    });

    it('left nothing half-stored', async () => {
      const db = mongoose.connection.db!;
      expect(await db.collection('bom_uploads').countDocuments({})).toBe(0);
      expect(await db.collection('bom_files.files').countDocuments({})).toBe(0);
      expect(await db.collection('bom_files.chunks').countDocuments({})).toBe(0);
    });

    it('refuses a request without a file or without a token', async () => {
      const noFile = await fetch(`${stack.api.url}/api/bom/uploads`, { method: 'POST', headers: { authorization: `Bearer ${buyer}` }, body: new FormData() });
      expect(noFile.status).toBe(400);
      expect(((await noFile.json()) as any).error.message).toMatch(/multipart field "file"/);
      const anonymous = await uploadFile(stack, '', 'x.csv', 'a,b\n1,2');
      expect(anonymous.status).toBe(401);
    });
  });

  it('parses a messy Windows-1252 CSV, detects columns, processes and classifies each line as expected', async () => {
    const res = await uploadFile(stack, buyer, 'messy-bom.csv', MESSY_CSV, 'text/csv');
    expect(res.status).toBe(201);
    const upload = res.body.upload;
    expect(upload).toMatchObject({ fileName: 'messy-bom.csv', fileType: 'csv', state: 'awaiting-mapping', headerRow: 3, lineCount: 7, sheets: [] });
    expect(upload.mapping).toEqual({ partNumber: 1, description: 2, quantity: 3, refDes: 4, manufacturer: 5, mpn: 6, unitPrice: 7, material: 8 });
    expect(upload.columns[2]).toMatchObject({ header: 'Description', detected: 'description' });
    expect(upload.columns[2].confidence).toBeGreaterThan(0.8);
    expect(upload.preview).toHaveLength(7);
    expect(upload.preview[3][2]).toBe('Enclosure, sheet metal\n16 ga, bent, powder coat');
    expect(upload.preview[6][2]).toBe('Ø20 shaft – precision ground');

    const sse = readSse(`${stack.api.url}/api/bom/uploads/${upload.id}/progress`, buyer);
    const done = await process(upload.id, upload.mapping, { certifications: ['ISO-9001'], state: 'oh' });
    expect(done).toMatchObject({ state: 'completed', processed: 7, total: 7 });
    expect(done.summary).toMatchObject({ custom: 4, standard: 3, unknown: 0 });
    const events = await sse;
    expect(events.at(-1)).toMatchObject({ state: 'completed', processed: 7, total: 7 });
    // EventSource cannot send headers: ?access_token= is accepted on the progress stream.
    const viaQuery = await fetch(`${stack.api.url}/api/bom/uploads/${upload.id}/progress?access_token=${buyer}`);
    expect(viaQuery.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(await viaQuery.text()).toContain('"state":"completed"');
    expect((await fetch(`${stack.api.url}/api/bom/uploads/${upload.id}/progress`)).status).toBe(401);

    const got = await lines(upload.id);
    expect(got).toHaveLength(MESSY_CSV_EXPECTED.length);
    expectLines(got, MESSY_CSV_EXPECTED);
    for (const line of got) {
      expect(line.evidence.length).toBeGreaterThan(0);
      expect(line.confidence).toBeGreaterThan(0.5);
    }
    const enclosure = got.find((l) => l.partNumber === 'WC-200-03');
    expect(enclosure.suppliers.map((s: any) => s.name)).toEqual(['Buckeye Sheet Works', 'Lone Star Metal']);
    expect(enclosure.suppliers[0].reason).toMatch(/Offers Sheet Metal Fabrication.*Holds ISO 9001 \(active\).*In OH.*Verified/);
    expect(enclosure.suppliers[0].why).toContain('In OH');
    expect(got.find((l) => l.partNumber === 'WC-300-01').suppliers.map((s: any) => s.slug)).toEqual(['precision-turn-oh']);

    expect((await lines(upload.id, '?kind=standard')).map((l) => l.lineNo)).toEqual([6, 7, 11]);
    expect((await lines(upload.id, '?process=cnc-machining')).map((l) => l.partNumber)).toEqual(['WC-300-01', 'WC-400-02']);
    expect((await lines(upload.id, '?q=yageo')).map((l) => l.lineNo)).toEqual([6]);
  });

  it('reads a UTF-8 TSV with BOM and odd headers; remembers the confirmed mapping for the same layout', async () => {
    const first = await uploadFile(stack, buyer, 'parts.tsv', TSV_WITH_BOM);
    expect(first.status).toBe(201);
    const up = first.body.upload;
    expect(up.mapping).toMatchObject({ partNumber: 0, description: 1, quantity: 2, process: 3, notes: 4 });
    expect(up.mappingSource).toBe('detected');
    const done = await process(up.id, { partNumber: 0, description: 1, quantity: 2, process: 3 });
    expect(done.state).toBe('completed');
    const got = await lines(up.id);
    expect(got).toHaveLength(4);
    expectLines(got, TSV_EXPECTED);
    const again = await uploadFile(stack, buyer, 'parts-v2.tsv', TSV_WITH_BOM);
    expect(again.body.upload.mappingSource).toBe('remembered');
    expect(again.body.upload.mapping).toEqual({ partNumber: 0, description: 1, quantity: 2, process: 3 });
    // Another user does not get this user's mapping.
    const other = await uploadFile(stack, admin, 'parts.tsv', TSV_WITH_BOM);
    expect(other.body.upload.mappingSource).toBe('detected');
  });

  it('reads an XLSX (formulas, rich text, currency, wrapped cells) and re-detects on another sheet', async () => {
    const res = await uploadFile(stack, buyer, 'frame.xlsx', await buildWorkbook());
    expect(res.status).toBe(201);
    const up = res.body.upload;
    expect(up).toMatchObject({ fileType: 'xlsx', sheets: ['Mechanical', 'Electrical'], sheet: 'Mechanical', headerRow: 2, lineCount: 3 });
    expect(up.mapping).toMatchObject({ partNumber: 0, description: 1, quantity: 2, material: 3, finish: 4, unitPrice: 5 });
    const done = await process(up.id, up.mapping);
    expect(done.state).toBe('completed');
    // One upload reads the whole workbook: the mapped sheet, then the other sheet with its detected columns.
    const whole = await lines(up.id);
    expect(whole.map((l) => l.sheet)).toEqual(['Mechanical', 'Mechanical', 'Mechanical', 'Electrical', 'Electrical', 'Electrical', 'Electrical']);
    expectLines(whole, XLSX_MECH_EXPECTED);
    expectLines(whole.slice(3), XLSX_ELEC_EXPECTED);

    const bad = await stack.request('POST', `/api/bom/uploads/${up.id}/sheet`, { token: buyer, body: { sheet: 'Nope' } });
    expect(bad.status).toBe(400);
    const picked = await stack.request('POST', `/api/bom/uploads/${up.id}/sheet`, { token: buyer, body: { sheet: 'Electrical' } });
    expect(picked.status).toBe(200);
    expect(picked.body.upload).toMatchObject({ sheet: 'Electrical', headerRow: 0, lineCount: 4 });
    expect(picked.body.upload.mapping).toMatchObject({ refDes: 0, description: 1, quantity: 3, manufacturer: 4, mpn: 5 });
    // The sheet choice: only the mapped sheet this time; an unknown sheet is refused.
    const unknownSheet = await stack.request('POST', `/api/bom/uploads/${up.id}/process`, { token: buyer, body: { mapping: picked.body.upload.mapping, sheets: ['Nope'] } });
    expect(unknownSheet.status).toBe(400);
    expect(unknownSheet.body.error.message).toMatch(/no sheet named "Nope"/);
    const chosen = await stack.request('POST', `/api/bom/uploads/${up.id}/process`, { token: buyer, body: { mapping: picked.body.upload.mapping, sheets: ['Electrical'] } });
    expect(chosen.status).toBe(202);
    expect(chosen.body.upload.includedSheets).toEqual(['Electrical']);
    const elecDone = await waitForUpload(stack, buyer, up.id);
    expect(elecDone.state).toBe('completed');
    const elec = await lines(up.id);
    expect(elec).toHaveLength(4);
    expectLines(elec, XLSX_ELEC_EXPECTED);
    // Remembered per user for a workbook with the same sheets.
    const again = await uploadFile(stack, buyer, 'frame-2.xlsx', await buildWorkbook());
    expect(again.body.upload.includedSheets).toEqual(['Electrical']);
  });

  it('reprocessing replaces results atomically and never duplicates lines', async () => {
    const res = await uploadFile(stack, buyer, 'gen.csv', generatedCsv(500));
    const id = res.body.upload.id;
    const mapping = res.body.upload.mapping;
    await process(id, mapping);
    await process(id, mapping);
    const third = await process(id, { ...mapping, material: undefined });
    expect(third.state).toBe('completed');
    const got = await lines(id);
    expect(got).toHaveLength(500);
    expect(new Set(got.map((l) => l.lineNo)).size).toBe(500);
    expect(got.every((l) => l.material === '')).toBe(true);
    const pages = await mongoose.connection.db!.collection('bom_line_pages').find({ uploadId: new mongoose.Types.ObjectId(id) }).toArray();
    expect(new Set(pages.map((p) => p.run)).size).toBe(1);
    expect(pages.reduce((n, p) => n + p.lines.length, 0)).toBe(500);
  });

  it('validates mappings and refuses other users’ uploads', async () => {
    const res = await uploadFile(stack, buyer, 'v.csv', generatedCsv(3, 'V'));
    const id = res.body.upload.id;
    const none = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: { quantity: 2 } } });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/part number, description, MPN/);
    const outOfRange = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: { partNumber: 9 } } });
    expect(outOfRange.body.error.message).toMatch(/column 9 does not exist/);
    const twice = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: { partNumber: 0, description: 0 } } });
    expect(twice.body.error.message).toMatch(/mapped to both/);
    const badState = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: { partNumber: 0 }, requirements: { state: 'Ohio' } } });
    expect(badState.status).toBe(400);
    const badZip = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: { partNumber: 0 }, requirements: { deliveryZip: '4411' } } });
    expect(badZip.status).toBe(400);
    expect(badZip.body.error.message).toMatch(/deliveryZip.*5-digit US ZIP/);
    const unknownZip = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: { partNumber: 0 }, requirements: { deliveryZip: '00000' } } });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body.error.message).toMatch(/00000 is not a US ZIP code Forge knows/);
    expect((await stack.request('GET', `/api/bom/uploads/${id}`, { token: investor })).status).toBe(404);
    expect((await stack.request('GET', `/api/bom/uploads/${id}/lines`, { token: investor })).status).toBe(404);
    expect((await stack.request('GET', `/api/bom/uploads/${id}`, { token: admin })).status).toBe(200);
    const mine = await stack.request('GET', '/api/bom/uploads', { token: investor });
    expect(mine.body).toEqual([]);
    const all = await stack.request('GET', '/api/bom/uploads?all=1', { token: admin });
    expect(all.body.length).toBeGreaterThan(3);
    const notAll = await stack.request('GET', '/api/bom/uploads?all=1', { token: buyer });
    expect(notAll.body.every((u: any) => u.owner === notAll.body[0].owner)).toBe(true);
  });

  it('remembers a correction and applies it to the same part in a later upload', async () => {
    const csv = 'Part Number,Description,Qty\nZX-1,Widget thing,3\nZX-2,Gizmo,1\n';
    const first = await uploadFile(stack, buyer, 'c1.csv', csv);
    await process(first.body.upload.id, first.body.upload.mapping);
    const before = await lines(first.body.upload.id);
    expect(before[0].kind).toBe('unknown');
    const badProcess = await stack.request('PATCH', `/api/bom/uploads/${first.body.upload.id}/lines/${before[0].id}`, { token: buyer, body: { kind: 'custom', process: 'Not A Slug!' } });
    expect(badProcess.status).toBe(400);
    const patched = await stack.request('PATCH', `/api/bom/uploads/${first.body.upload.id}/lines/${before[0].id}`, { token: buyer, body: { kind: 'custom', process: 'cnc-machining' } });
    expect(patched.status).toBe(200);
    expect(patched.body.line).toMatchObject({ kind: 'custom', process: { slug: 'cnc-machining', name: 'CNC Machining' }, corrected: true, confidence: 1 });
    expect(patched.body.line.suppliers.map((s: any) => s.slug)).toEqual(['precision-turn-oh']);
    const summary = (await stack.request('GET', `/api/bom/uploads/${first.body.upload.id}`, { token: buyer })).body.upload.summary;
    expect(summary).toMatchObject({ custom: 1, unknown: 1 });

    const second = await uploadFile(stack, buyer, 'c2.csv', 'Part Number,Description,Qty\nQQ-9,Gizmo,2\nZX-1,Widget thing rev 2,4\n');
    await process(second.body.upload.id, second.body.upload.mapping);
    const after = await lines(second.body.upload.id);
    expect(after.find((l) => l.partNumber === 'ZX-1')).toMatchObject({ kind: 'custom', process: { slug: 'cnc-machining' }, corrected: true });
    expect(after.find((l) => l.partNumber === 'QQ-9')).toMatchObject({ kind: 'unknown', corrected: false });
    // Another user's upload is not affected by this user's corrections.
    const others = await uploadFile(stack, admin, 'c1.csv', csv);
    await process(others.body.upload.id, others.body.upload.mapping, undefined, admin);
    expect((await lines(others.body.upload.id, '', admin))[0].kind).toBe('unknown');
  });

  it('keeps corrections as training examples, shared for training only with the user\'s consent', async () => {
    const mine = await uploadFile(stack, buyer, 'train-mine.csv', 'Part Number,Description,Material,Qty\nTR-1,Spindle bracket,6061-T6,2\n');
    await process(mine.body.upload.id, mine.body.upload.mapping);
    const [line] = await lines(mine.body.upload.id);
    expect((await stack.request('PATCH', `/api/bom/uploads/${mine.body.upload.id}/lines/${line.id}`, { token: buyer, body: { kind: 'custom', process: 'cnc-milling' } })).status).toBe(200);
    const theirs = await uploadFile(stack, admin, 'train-theirs.csv', 'Part Number,Description,Qty\nTR-9,Secret gizmo,1\n');
    await process(theirs.body.upload.id, theirs.body.upload.mapping, undefined, admin);
    const [other] = await lines(theirs.body.upload.id, '', admin);
    expect((await stack.request('PATCH', `/api/bom/uploads/${theirs.body.upload.id}/lines/${other.id}`, { token: admin, body: { kind: 'standard' } })).status).toBe(200);

    // nobody has consented yet: nothing is shared
    expect(await sharedTrainingExamples()).toEqual([]);
    const consent = await stack.request('PATCH', '/api/me', { token: buyer, body: { shareCorrections: true } });
    expect(consent.status).toBe(200);
    expect(consent.body.shareCorrections).toBe(true);
    const shared = await sharedTrainingExamples();
    expect(shared.map((e) => e.label)).toContain('custom:cnc-milling');
    expect(shared.find((e) => e.label === 'custom:cnc-milling')!.features).toEqual(expect.arrayContaining(['spindle', 'bracket', 'has:material']));
    expect(shared.flatMap((e) => e.features)).not.toContain('gizmo');
    // withdrawing consent withdraws the examples from the next export
    await stack.request('PATCH', '/api/me', { token: buyer, body: { shareCorrections: false } });
    expect(await sharedTrainingExamples()).toEqual([]);
  });

  it('exports CSV and XLSX with formula injection neutralised', async () => {
    const csv = 'Part Number,Description,Qty\n"=HYPERLINK(""http://evil"")",+cmd|calc,1\n@SUM(A1),-2+3,2\nOK-1,Plain bracket,1\n';
    const up = await uploadFile(stack, buyer, 'inject.csv', csv);
    await process(up.body.upload.id, up.body.upload.mapping);
    const res = await fetch(`${stack.api.url}/api/bom/uploads/${up.body.upload.id}/export?format=csv`, { headers: { authorization: `Bearer ${buyer}` } });
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?inject-classified\.csv"?($|;)/);
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`'+cmd|calc`);
    expect(text).toContain(`'@SUM(A1)`);
    expect(text).toContain(`'-2+3`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    const xlsx = await fetch(`${stack.api.url}/api/bom/uploads/${up.body.upload.id}/export?format=xlsx&access_token=${buyer}`);
    expect(xlsx.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await xlsx.arrayBuffer()) as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(ws.getRow(3).getCell(2).value).toBe(`'@SUM(A1)`);
  });

  it('builds the part master (dedup by part number, revisions, history, where used) per user', async () => {
    const a = await uploadFile(stack, buyer, 'rev-a.csv', 'Part Number,Rev,Description,Qty\nPM-100,A,Top plate machined,2\nPM-200,A,Cover sheet metal,1\n');
    await process(a.body.upload.id, a.body.upload.mapping);
    const b = await uploadFile(stack, buyer, 'rev-b.csv', 'Part Number,Rev,Description,Qty\nPM-100,B,Top plate machined,3\n');
    await process(b.body.upload.id, b.body.upload.mapping);
    const parts = (await stack.request('GET', '/api/parts?q=PM-', { token: buyer })).body as any[];
    const pm100 = parts.filter((p) => p.partNumber === 'PM-100');
    expect(pm100).toHaveLength(1);
    expect(pm100[0]).toMatchObject({ revision: 'B', revisions: ['A', 'B'], uploads: 2, totalQuantity: 5, uploadId: b.body.upload.id });
    const detail = await stack.request('GET', `/api/parts/${pm100[0].uploadId}/${pm100[0].partId}`, { token: buyer });
    expect(detail.status).toBe(200);
    expect(detail.body.history.map((h: any) => h.revision)).toEqual(['A', 'B']);
    expect(detail.body.whereUsed.map((w: any) => w.fileName)).toEqual(['rev-a.csv', 'rev-b.csv']);
    expect((await stack.request('GET', `/api/parts/${pm100[0].uploadId}/${pm100[0].partId}`, { token: investor })).status).toBe(404);
    expect((await stack.request('GET', '/api/parts?q=PM-', { token: investor })).body).toEqual([]);
    expect((await stack.request('GET', '/api/parts?q=PM-100', { token: admin })).body.length).toBe(1);
  });

  it('shows my activity: uploads, RFQs and recent supplier searches', async () => {
    const event = { id: randomUUID(), environment: 'development', event: { type: 'supplier_search', props: { query: 'cnc ohio', resultCount: 12, searchType: 'text' } } };
    expect((await stack.request('POST', '/api/analytics/events', { token: buyer, body: event })).status).toBe(202);
    const res = await stack.request('GET', '/api/my-activity', { token: buyer });
    expect(res.status).toBe(200);
    expect(res.body.uploads.length).toBeGreaterThan(3);
    expect(res.body.uploads[0]).toHaveProperty('state');
    expect(res.body.rfqs).toEqual([]);
    expect(res.body.searches[0]).toMatchObject({ query: 'cnc ohio', resultCount: 12, searchType: 'text' });
    expect((await stack.request('GET', '/api/my-activity', { token: investor })).body).toMatchObject({ uploads: [], searches: [] });
    const db = mongoose.connection.db!;
    expect(await db.collection('analytics_events').countDocuments({ type: 'bom_upload' })).toBeGreaterThan(3);
    const complete = await db.collection('analytics_events').findOne({ type: 'processing_complete' });
    expect(Object.keys(complete!.props).sort()).toEqual(['linesProcessed', 'processingTimeMs', 'suppliersFound', 'uploadId']);
  });

  it('gives operators queue stats, failed jobs with retry and remove, pause/resume, metrics and bull-board', async () => {
    expect((await stack.request('GET', '/api/admin/queue', { token: buyer })).status).toBe(403);
    // A job whose stored file vanished fails for good (bad content: no retries).
    const up = await uploadFile(stack, buyer, 'lost.csv', 'Part Number,Description\nL-1,Lost part\n');
    const id = up.body.upload.id;
    const files = mongoose.connection.db!.collection('bom_files.files');
    const file = await files.findOne({ filename: 'lost.csv' });
    await mongoose.connection.db!.collection('bom_files.chunks').deleteMany({ files_id: file!._id });
    await files.deleteOne({ _id: file!._id });
    await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: up.body.upload.mapping } });
    const failed = await waitForUpload(stack, buyer, id);
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed.error).toMatch(/stored file of this upload is missing/);

    const stats = await stack.request('GET', '/api/admin/queue', { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.counts.completed).toEqual(expect.any(Number));
    expect(stats.body.counts.failed).toBe(1);
    expect(stats.body.paused).toBe(false);
    expect(stats.body.durationsMs.p95).toBeGreaterThanOrEqual(stats.body.durationsMs.p50);
    expect(stats.body.failed[0]).toMatchObject({ id, uploadId: id, fileName: 'lost.csv', attemptsMade: 1 });
    expect(stats.body.failed[0].error).toMatch(/missing/);

    expect((await stack.request('POST', `/api/admin/queue/jobs/${id}/retry`, { token: admin })).status).toBe(200);
    await waitFor(async () => (await stack.request('GET', '/api/admin/queue', { token: admin })).body.counts.failed === 1 && (await stack.request('GET', '/api/admin/queue', { token: admin })).body.failed[0]?.attemptsMade >= 1);
    expect((await stack.request('DELETE', `/api/admin/queue/jobs/${id}`, { token: admin })).status).toBe(200);
    expect((await stack.request('DELETE', `/api/admin/queue/jobs/${id}`, { token: admin })).status).toBe(404);

    expect((await stack.request('POST', '/api/admin/queue/pause', { token: admin })).body).toEqual({ paused: true });
    const held = await uploadFile(stack, buyer, 'held.csv', generatedCsv(5, 'H'));
    await stack.request('POST', `/api/bom/uploads/${held.body.upload.id}/process`, { token: buyer, body: { mapping: held.body.upload.mapping } });
    const paused = await stack.request('GET', '/api/admin/queue', { token: admin });
    expect(paused.body).toMatchObject({ paused: true, counts: { paused: 1, waiting: 0 } });
    expect((await stack.request('POST', '/api/admin/queue/resume', { token: admin })).body).toEqual({ paused: false });
    expect((await waitForUpload(stack, buyer, held.body.upload.id)).state).toBe('completed');

    const apiMetrics = await (await fetch(`${stack.api.url}/metrics`)).text();
    expect(apiMetrics).toMatch(/forge_bom_queue_jobs\{state="completed"\} \d+/);
    expect(apiMetrics).toMatch(/forge_bom_job_failures_total/);
    expect(apiMetrics).toMatch(/forge_bom_recent_job_duration_seconds\{quantile="0.95"\}/);
    const workerMetrics = await (await fetch(`http://127.0.0.1:${stack.worker.metricsPort}/metrics`)).text();
    expect(workerMetrics).toMatch(/forge_bom_job_duration_seconds_bucket/);
    expect(workerMetrics).toMatch(/forge_bom_job_failures_total\{final="true"\} [1-9]/);

    expect((await fetch(`${stack.api.url}/api/admin/bull-board`)).status).toBe(401);
    const code = await stack.request('POST', '/api/admin/queue/board-code', { token: admin });
    const login = await fetch(`${stack.api.url}${code.body.url}`, { redirect: 'manual' });
    expect(login.status).toBe(303);
    const cookie = login.headers.get('set-cookie')!;
    const board = await fetch(`${stack.api.url}/api/admin/bull-board`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(board.status).toBe(200);
    expect(await board.text()).toMatch(/<html/i);
    const boardApi = await fetch(`${stack.api.url}/api/admin/bull-board/api/queues`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(boardApi.status).toBe(200);
  });
});
