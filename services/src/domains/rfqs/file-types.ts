import { fileTypeFromBuffer } from 'file-type';

/**
 * What may be attached to an RFQ and how each kind is recognised from its first bytes (the extension alone proves
 * nothing). Binary formats are recognised by `file-type`; the text CAD formats (STEP, IGES, DXF, ASCII STL) by their
 * standard headers, since `file-type` does not know them.
 */
export const RFQ_FILE_KINDS = {
  pdf: 'PDF',
  step: 'STEP',
  stp: 'STEP',
  iges: 'IGES',
  igs: 'IGES',
  dxf: 'DXF',
  dwg: 'DWG',
  stl: 'STL',
  png: 'PNG image',
  jpg: 'JPEG image',
  jpeg: 'JPEG image',
  gif: 'GIF image',
  webp: 'WebP image',
  tif: 'TIFF image',
  tiff: 'TIFF image',
  zip: 'ZIP archive',
} as const;
export type RfqFileExtension = keyof typeof RFQ_FILE_KINDS;

/** Bytes read before deciding (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/** Which `file-type` answer proves each binary extension. */
const DETECTED: Partial<Record<RfqFileExtension, readonly string[]>> = {
  pdf: ['pdf'],
  dwg: ['dwg'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  tif: ['tif'],
  tiff: ['tif'],
  zip: ['zip'],
};

export const ACCEPTED_EXTENSIONS = Object.keys(RFQ_FILE_KINDS) as RfqFileExtension[];
const ACCEPTED_LIST = 'PDF, STEP/STP, IGES/IGS, DXF, DWG, STL, PNG, JPEG, GIF, WebP, TIFF or ZIP';

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
}

export function isAcceptedExtension(ext: string): ext is RfqFileExtension {
  return Object.prototype.hasOwnProperty.call(RFQ_FILE_KINDS, ext);
}

/** A refusal the user reads: the file name, what it claims to be and what it is not. */
export class FileTypeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileTypeRefused';
  }
}

export function checkExtension(fileName: string): RfqFileExtension {
  const ext = extensionOf(fileName);
  if (!ext) throw new FileTypeRefused(`"${fileName}" has no file extension. Attach ${ACCEPTED_LIST} files.`);
  if (!isAcceptedExtension(ext)) throw new FileTypeRefused(`".${ext}" files cannot be attached to an RFQ. Attach ${ACCEPTED_LIST} files.`);
  return ext;
}

const latin1 = (head: Uint8Array, length = head.length) => Buffer.from(head.buffer, head.byteOffset, Math.min(length, head.byteLength)).toString('latin1');
const isText = (head: Uint8Array) => !head.subarray(0, 1024).includes(0);
/** Skips a UTF-8 byte-order mark and leading blank space. */
const textStart = (head: Uint8Array) => latin1(head).replace(/^\xEF\xBB\xBF/, '').replace(/^\s+/, '');

function isStep(head: Uint8Array): boolean {
  return isText(head) && textStart(head).startsWith('ISO-10303-21;');
}

/** IGES: 80-column records; the first is a Start-section record (column 73 is "S"), or the rare compressed "C". */
function isIges(head: Uint8Array): boolean {
  if (!isText(head)) return false;
  const first = latin1(head).split(/\r?\n/, 1)[0] ?? '';
  return first.length >= 73 && (first[72] === 'S' || first[72] === 'C');
}

/** DXF: ASCII starts with group code 0 and SECTION (comments, 999, may come first); binary has its own sentinel. */
function isDxf(head: Uint8Array): boolean {
  if (latin1(head, 22) === 'AutoCAD Binary DXF\r\n\x1a\0') return true;
  if (!isText(head)) return false;
  const lines = textStart(head).split(/\r?\n/).map((l) => l.trim());
  let i = 0;
  while (lines[i] === '999') i += 2;
  return lines[i] === '0' && (lines[i + 1] === 'SECTION' || lines[i + 1] === 'SECTION ');
}

/** ASCII STL starts with "solid"; binary STL's 80-byte header is free, so its length is checked once read whole. */
export function stlKind(head: Uint8Array): 'ascii' | 'binary' | null {
  if (isText(head) && /^solid(\s|$)/.test(textStart(head)) && /facet|endsolid/.test(latin1(head))) return 'ascii';
  return head.length >= 84 ? 'binary' : null;
}

/** A binary STL is exactly 84 bytes plus 50 per triangle, the count being in bytes 80–83. */
export function binaryStlLengthMatches(head: Uint8Array, length: number): boolean {
  if (head.length < 84) return false;
  const triangles = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(80, true);
  return length === 84 + 50 * triangles;
}

/**
 * Checks the first bytes (up to SNIFF_BYTES) against the extension. Returns the detected kind's label; throws
 * FileTypeRefused with a sentence for the user when the content is something else.
 */
export async function checkContent(fileName: string, ext: RfqFileExtension, head: Uint8Array): Promise<string> {
  const label = RFQ_FILE_KINDS[ext];
  const refuse = (what: string) => new FileTypeRefused(`"${fileName}" is named .${ext} but ${what}, so it is not accepted as ${label}. Only files whose content matches their extension are accepted.`);
  if (head.length === 0) throw new FileTypeRefused(`"${fileName}" is empty.`);
  const expected = DETECTED[ext];
  if (expected) {
    const detected = await fileTypeFromBuffer(head);
    if (!detected) throw refuse('its content is of no recognised type');
    if (!expected.includes(detected.ext)) throw refuse(`its content is ${detected.ext.toUpperCase()}`);
    return label;
  }
  const ok = ext === 'step' || ext === 'stp' ? isStep(head) : ext === 'iges' || ext === 'igs' ? isIges(head) : ext === 'dxf' ? isDxf(head) : stlKind(head) !== null;
  if (!ok) {
    const detected = await fileTypeFromBuffer(head).catch(() => undefined);
    throw refuse(detected ? `its content is ${detected.ext.toUpperCase()}` : `it lacks the ${label} header`);
  }
  return label;
}
