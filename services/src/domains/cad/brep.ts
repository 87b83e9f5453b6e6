import occtFactory, { type Occt, type OcctResult } from 'occt-import-js';
import { ModelReadError } from './errors.js';

/**
 * STEP and IGES through OpenCascade compiled to WebAssembly (occt-import-js): the B-rep is tessellated into one mesh
 * per body (every instance of an assembly placed), already converted to millimetres, with its B-rep faces counted.
 * The declared length unit is read from the file itself, so an inch model or one with no unit can be flagged.
 */
export type DeclaredUnit = 'mm' | 'cm' | 'm' | 'in' | 'ft' | 'none';

let occt: Promise<Occt> | null = null;
// its own console chatter ("Total number of loaded entities") is dropped
const loadOcct = () => (occt ??= occtFactory({ print: () => undefined, printErr: () => undefined }));

/** Compiles the WebAssembly ahead of the first file (seconds on a busy machine), so a STEP upload does not wait for it. */
export function warmUp(): void {
  void loadOcct().catch(() => undefined);
}

/** Tessellation fine enough that volume and area stay well within 0.5 % on curved parts. */
const PARAMS = { linearUnit: 'millimeter', linearDeflectionType: 'bounding_box_ratio', linearDeflection: 0.0005, angularDeflection: 0.25 } as const;

export async function readBrep(format: 'step' | 'iges', bytes: Uint8Array, fileName: string): Promise<{ result: OcctResult; unit: DeclaredUnit }> {
  if (bytes.length === 0) throw new ModelReadError('empty', `"${fileName}" is empty.`);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (format === 'step') checkStepComplete(text, fileName);
  const reader = await loadOcct();
  const result = format === 'step' ? reader.ReadStepFile(bytes, PARAMS) : reader.ReadIgesFile(bytes, PARAMS);
  if (!result.success) {
    throw new ModelReadError('corrupt', `OpenCascade could not read "${fileName}" as ${format.toUpperCase()}: the file is damaged or not a ${format.toUpperCase()} model. Export it again.`);
  }
  if (result.meshes.length === 0 || result.meshes.every((m) => m.index.array.length === 0)) {
    throw new ModelReadError('no-geometry', `"${fileName}" holds no solid or surface geometry (only points, curves or annotations), so there is nothing to measure.`);
  }
  return { result, unit: format === 'step' ? stepUnit(text) : igesUnit(text) };
}

function checkStepComplete(text: string, fileName: string): void {
  if (!/^\s*ISO-10303-21\s*;/.test(text)) {
    throw new ModelReadError('corrupt', `"${fileName}" does not start with "ISO-10303-21;", so it is not a STEP file.`);
  }
  if (!/DATA\s*;/.test(text)) throw new ModelReadError('truncated', `"${fileName}" has a STEP header but no DATA section: the file is empty or was cut short. Export it again.`);
  if (!/END-ISO-10303-21\s*;\s*$/.test(text.slice(-256))) {
    throw new ModelReadError('truncated', `"${fileName}" does not end with "END-ISO-10303-21;": the file was cut short (an interrupted export or upload). Export it again.`);
  }
}

/** The length unit of a STEP model: an SI unit with its prefix, or a conversion-based inch or foot. */
export function stepUnit(text: string): DeclaredUnit {
  if (/CONVERSION_BASED_UNIT\s*\(\s*'INCH'/i.test(text)) return 'in';
  if (/CONVERSION_BASED_UNIT\s*\(\s*'FOOT'/i.test(text)) return 'ft';
  const si = /LENGTH_UNIT\s*\(\s*\)[^;]*?SI_UNIT\s*\(\s*(\.\w+\.|\$)\s*,\s*\.METRE\.\s*\)|SI_UNIT\s*\(\s*(\.\w+\.|\$)\s*,\s*\.METRE\.\s*\)/i.exec(text);
  if (!si) return 'none';
  const prefix = (si[1] ?? si[2] ?? '$').toUpperCase();
  return prefix === '.MILLI.' ? 'mm' : prefix === '.CENTI.' ? 'cm' : prefix === '$' ? 'm' : 'none';
}

/** IGES global section, parameter 14: the model's unit flag. */
export function igesUnit(text: string): DeclaredUnit {
  const global = text
    .split(/\r?\n/)
    .filter((line) => line.length >= 73 && line[72] === 'G')
    .map((line) => line.slice(0, 72))
    .join('');
  const fields = igesFields(global);
  const flag = Number(fields[13]);
  const byFlag: Record<number, DeclaredUnit> = { 1: 'in', 2: 'mm', 4: 'ft', 6: 'm', 10: 'cm' };
  return byFlag[flag] ?? 'none';
}

/** Splits the global section into fields, honouring its own delimiters and Hollerith strings ("5HINCH"). */
function igesFields(global: string): string[] {
  let delimiter = ',';
  let end = ';';
  const holl = /^1H(.)/;
  const first = holl.exec(global);
  if (first) delimiter = first[1]!;
  const fields: string[] = [];
  let i = 0;
  let current = '';
  while (i < global.length) {
    const rest = global.slice(i);
    const h = /^\s*(\d+)H/.exec(rest);
    if (h && current.trim() === '') {
      const n = Number(h[1]);
      current = rest.slice(h[0].length, h[0].length + n);
      i += h[0].length + n;
      if (fields.length === 1 && n === 1) end = current;
      continue;
    }
    const c = global[i]!;
    if (c === delimiter || c === end) {
      fields.push(current.trim());
      current = '';
      if (c === end) break;
    } else current += c;
    i++;
  }
  return fields;
}
