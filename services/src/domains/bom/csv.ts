import { parse } from 'csv-parse/sync';
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
 * RFC 4180 by csv-parse, with the usual real-world slack: quoted fields with delimiters, doubled quotes and
 * newlines (stored as \n), CRLF/LF/CR endings (mixed too), stray quotes inside unquoted fields kept as text,
 * ragged rows. Blank lines stay as rows: header detection counts them.
 */
export function parseDelimited(text: string, delimiter: string, maxLines = MAX_LINES): string[][] {
  // Loose guard while reading (preambles, blank rows); the exact data-line limit is checked after cleaning.
  const readLimit = maxLines + 500;
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      to: readLimit + 1,
    }) as string[][];
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED') {
      throw AppError.badRequest('The file ends inside a quoted field: a closing double quote (") is missing.');
    }
    throw AppError.badRequest(`The file could not be read as ${delimiter === '\t' ? 'TSV' : 'CSV'}: ${(error as Error).message}`);
  }
  if (rows.length > readLimit) {
    throw AppError.badRequest(`The file has more than ${maxLines.toLocaleString('en-US')} lines; split it into smaller BOMs.`, { limit: maxLines });
  }
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) if (row[i]!.includes('\r')) row[i] = row[i]!.replace(/\r\n?/g, '\n');
  }
  return rows;
}
