/** BOM files written the way each tool exports them (header names, delimiters, quoting), kept as data in export-formats.json. */
import cases from './export-formats.json' with { type: 'json' };

export interface FormatCase {
  name: string;
  file: string;
  content: string;
  format: string;
  mapping: Record<string, number>;
  /** Expected lines in file order (a subset of fields). */
  lines: Record<string, unknown>[];
  skipped?: { lineNo: number; reason: string }[];
}

/** As stored: the file's lines, and its tool's line end unless it is "\n" (JSON types its rows one by one, so it is cast). */
type StoredCase = Omit<FormatCase, 'content'> & { contentLines: string[]; lineEnd?: string };

export const FORMAT_CASES: FormatCase[] = (cases as unknown as StoredCase[]).map(({ contentLines, lineEnd, ...rest }) => ({ ...rest, content: contentLines.join(lineEnd ?? '\n') }));
