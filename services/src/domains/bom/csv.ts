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
 * CRLF/LF/CR endings, stray quotes inside unquoted fields kept as text.
 */
export function parseDelimited(text: string, delimiter: string, maxLines = MAX_LINES): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let fieldStarted = false;
  const length = text.length;
  const pushRow = () => {
    row.push(field);
    field = '';
    fieldStarted = false;
    rows.push(row);
    row = [];
    // Loose guard while reading (preambles, blank rows); the exact data-line limit is checked after cleaning.
    if (rows.length > maxLines + 500) {
      throw AppError.badRequest(`The file has more than ${maxLines.toLocaleString('en-US')} lines; split it into smaller BOMs.`, {
        limit: maxLines,
      });
    }
  };
  for (let i = 0; i < length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else if (ch === '\r') {
        // Line breaks inside a quoted cell become \n whatever the file's line endings.
        if (text[i + 1] !== '\n') field += '\n';
      } else field += ch;
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      pushRow();
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (inQuotes) {
    throw AppError.badRequest('The file ends inside a quoted field: a closing double quote (") is missing.');
  }
  if (field !== '' || row.length > 0) pushRow();
  return rows;
}
