import type { Response } from 'express';
import multer from 'multer';

const MAX_NAME_LENGTH = 200;
/** C0 and C1 controls, DEL, bidi embeddings/overrides/isolates and marks, zero-width characters and the BOM. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/** `UTF-8''na%C3%AFve.pdf` (an RFC 5987 ext-value left undecoded by a client or proxy) → `naïve.pdf`. */
function decodeExtValue(name: string): string {
  const match = /^(utf-8|iso-8859-1)'[^']*'(.+)$/i.exec(name);
  if (!match) return name;
  try {
    const bytes = Buffer.from(match[2]!.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
    return bytes.toString(match[1]!.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1');
  } catch {
    return name;
  }
}

/**
 * The one file-name cleaner of every upload and download: decodes RFC 5987 values, keeps UTF-8 (NFC), removes control,
 * bidi and zero-width characters (`invoice<U+202E>fdp.png` must not read "invoicegnp.pdf"), replaces path separators,
 * and keeps the extension when it shortens a name past 200 characters. Never empty.
 */
export function cleanFileName(raw: string, fallback = 'file'): string {
  const cleaned = decodeExtValue(raw)
    .normalize('NFC')
    .replace(INVISIBLE_OR_CONTROL, '')
    .replace(/[\\/]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return fallback;
  if ([...cleaned].length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return [...cleaned.slice(0, cleaned.length - extension.length)].slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension;
}

/**
 * multer for every upload route: part headers are read as UTF-8 (browsers send raw UTF-8 in `filename=`; busboy's
 * default latin1 garbled them, `filename*` is decoded by busboy) and the name is cleaned before any storage sees it.
 */
export function uploadParser(options: Omit<multer.Options, 'fileFilter' | 'defParamCharset'>): multer.Multer {
  return multer({
    ...options,
    defParamCharset: 'utf8',
    fileFilter: (_req, file, accept) => {
      file.originalname = cleanFileName(file.originalname);
      accept(null, true);
    },
  });
}

/** The safe Content-Disposition of a download: a cleaned name, with an ASCII fallback and `filename*` (RFC 6266). */
export function setAttachment(res: Response, name: string): void {
  res.attachment(cleanFileName(name));
}
