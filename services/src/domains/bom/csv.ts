import { AppError } from '../../lib/app-error.js';
import { MAX_LINES } from './limits.js';

/** Picks the delimiter that splits the first lines most consistently (outside quotes). */
export function sniffDelimiter(text: string, hint?: 'csv' | 'tsv'): string {
  if (hint === 'tsv') return '\t';
  const candidates = [',', '\t', ';', '|'];
  const sample = text.slice(0, 32 * 1024);
  let best = ',';
  let bestScore = 0;
  for (const delimiter of candidates) {
    const counts: number[] = [];
    let inQuotes = false;
    let current = 0;
    for (let i = 0; i < sample.length && counts.length < 30; i++) {
      const ch = sample[i];
      if (ch === '"') inQuotes = !inQuotes;
      else if (!inQuotes && ch === delimiter) current++;
      else if (!inQuotes && ch === '\n') {
        counts.push(current);
        current = 0;
      }
    }
    if (current) counts.push(current);
    const nonZero = counts.filter((c) => c > 0);
    if (nonZero.length === 0) continue;
    // Lines with the delimiter, weighted by how many columns it makes.
    const score = nonZero.length * Math.log2(1 + Math.max(...nonZero));
    if (score > bestScore * 1.2 || (delimiter === ',' && score >= bestScore)) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/**
 * RFC 4180 with the usual real-world slack: quoted fields with delimiters, doubled quotes and newlines,
 * CRLF/LF/CR endings, stray quotes inside unquoted fields kept as text. Scans with slices, not per-char appends.
 */
export function parseDelimited(text: string, delimiter: string, maxLines = MAX_LINES): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  const length = text.length;
  const delim = delimiter.charCodeAt(0);
  const QUOTE = 34;
  const LF = 10;
  const CR = 13;
  let i = 0;
  const endRow = () => {
    rows.push(row);
    row = [];
    // Loose guard while reading (preambles, blank rows); the exact data-line limit is checked after cleaning.
    if (rows.length > maxLines + 500) {
      throw AppError.badRequest(`The file has more than ${maxLines.toLocaleString('en-US')} lines; split it into smaller BOMs.`, { limit: maxLines });
    }
  };
  while (i < length) {
    if (text.charCodeAt(i) === QUOTE) {
      // Quoted field: runs to the next lone quote; "" is a literal quote.
      let value = '';
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q < 0) throw AppError.badRequest('The file ends inside a quoted field: a closing double quote (") is missing.');
        value += text.slice(from, q);
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          from = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      // Text after the closing quote (malformed) is kept, up to the delimiter.
      let j = i;
      while (j < length) {
        const c = text.charCodeAt(j);
        if (c === delim || c === LF || c === CR) break;
        j++;
      }
      if (j > i) value += text.slice(i, j);
      row.push(value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value);
      i = j;
    } else {
      let j = i;
      while (j < length) {
        const c = text.charCodeAt(j);
        if (c === delim || c === LF || c === CR) break;
        j++;
      }
      row.push(text.slice(i, j));
      i = j;
    }
    if (i >= length) break;
    const c = text.charCodeAt(i);
    if (c === delim) {
      i++;
      if (i >= length) row.push('');
    } else {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      endRow();
    }
  }
  if (row.length > 0) endRow();
  return rows;
}
