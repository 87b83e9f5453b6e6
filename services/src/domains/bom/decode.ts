import iconv from 'iconv-lite';
import { AppError } from '../../lib/app-error.js';

const MAGIC: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a ZIP archive (an XLSX renamed?)' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'a legacy Office document (.xls/.doc)' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'an executable' },
  { bytes: [0x4d, 0x5a], what: 'an executable' },
];

function startsWith(buffer: Buffer, bytes: number[]): boolean {
  return bytes.every((b, i) => buffer[i] === b);
}

/**
 * Turns an uploaded text file into a string: UTF-8 with or without BOM, UTF-16 with BOM, else Windows-1252.
 * Binary content is refused with what it looks like.
 */
export function decodeText(buffer: Buffer, fileName: string): string {
  if (buffer.length === 0) throw AppError.badRequest(`"${fileName}" is empty.`);
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return stripEmpty(iconv.decode(buffer.subarray(2), 'utf16le'), fileName);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return stripEmpty(iconv.decode(buffer.subarray(2), 'utf16be'), fileName);
  for (const magic of MAGIC) {
    if (startsWith(buffer, magic.bytes)) {
      throw AppError.badRequest(`"${fileName}" is not a text CSV/TSV file: its content is ${magic.what}.`);
    }
  }
  const body = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? buffer.subarray(3) : buffer;
  const sample = body.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) throw AppError.badRequest(`"${fileName}" contains binary data (NUL bytes), not CSV/TSV text.`);
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  if (sample.length > 0 && control / sample.length > 0.02) {
    throw AppError.badRequest(`"${fileName}" contains binary data, not CSV/TSV text.`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = iconv.decode(body, 'win1252');
  }
  return stripEmpty(text, fileName);
}

function stripEmpty(text: string, fileName: string): string {
  if (text.trim() === '') throw AppError.badRequest(`"${fileName}" is empty: it has no rows.`);
  return text;
}
