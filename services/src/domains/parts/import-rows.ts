import { PART_MAX_DEPTH } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { partKeyOf } from './part-key.js';

/** What the import needs from the BOM domain's reading of the file. */
export interface ReadTable {
  columns: { index: number; header: string; field: string | null }[];
  rows: { lineNo: number; cells: string[] }[];
}

export interface ImportPart {
  key: string;
  partNumber: string;
  generated: boolean;
  name: string;
  unit: string;
  material: string;
  revision: string;
  /** Child lines by child key, in file order; null when the file gives it no children. */
  children: ImportLine[] | null;
  /** The row whose children define it: a sub-assembly listed again with its children is not counted twice. */
  definedAt: number | null;
}

export interface ImportLine {
  key: string;
  quantity: number;
  findNumber: string;
  referenceDesignators: string[];
}

export interface ImportPlan {
  parts: Map<string, ImportPart>;
  top: string[];
  lines: number;
  levels: number;
}

const LEVEL = /^(level|lvl|bom level|indent level|structure level|niveau)$/i;
const FIND = /^(find( no\.?| number| #)?|f\/n|item( no\.?| #)?|pos(ition)?|line( no\.?)?|#)$/i;
const REVISION = /^(rev|rev\.|revision)$/i;

function columnOf(table: ReadTable, test: (c: ReadTable['columns'][number]) => boolean): number | null {
  return table.columns.find(test)?.index ?? null;
}

/** A quantity cell: a positive number ("1,000" allowed); anything else is refused with the row named. */
function quantityOf(cell: string, lineNo: number): number {
  const text = cell.replace(/,/g, '').trim();
  const value = /^\d*\.?\d+(e\d+)?$/i.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(value) || value <= 0) throw AppError.badRequest(`Row ${lineNo}: the quantity "${cell}" is not a number greater than 0.`);
  return value;
}

/**
 * Reads a level-numbered BOM into parts and parent→child lines: the level comes from a `Level` column, or from
 * `1.2.3` find numbers (their depth). Rows with the same part number are one part; a row without one gets a
 * generated number of its own (never merged with another such row), flagged for review.
 */
export function planImport(table: ReadTable, fileName: string): ImportPlan {
  const levelCol = columnOf(table, (c) => LEVEL.test(c.header.trim()));
  const findCol = columnOf(table, (c) => FIND.test(c.header.trim()) && c.index !== levelCol);
  const partCol = columnOf(table, (c) => c.field === 'partNumber' && c.index !== findCol && c.index !== levelCol);
  const nameCol = columnOf(table, (c) => c.field === 'description');
  const qtyCol = columnOf(table, (c) => c.field === 'quantity');
  const unitCol = columnOf(table, (c) => c.field === 'unit');
  const materialCol = columnOf(table, (c) => c.field === 'material');
  const refCol = columnOf(table, (c) => c.field === 'refDes');
  const revCol = columnOf(table, (c) => REVISION.test(c.header.trim()));
  const dotted = findCol !== null && table.rows.some((r) => /^\d+(\.\d+)+$/.test(r.cells[findCol] ?? ''));
  if (levelCol === null && !dotted) throw AppError.badRequest(`"${fileName}" has no Level column and no 1.2.3 find numbers, so its structure cannot be read.`);
  if (partCol === null && nameCol === null) throw AppError.badRequest(`"${fileName}" has no part number or description column.`);
  if (qtyCol === null) throw AppError.badRequest(`"${fileName}" has no quantity column.`);

  const cell = (row: { cells: string[] }, col: number | null) => (col === null ? '' : (row.cells[col] ?? '').trim());
  const parts = new Map<string, ImportPart>();
  const top: string[] = [];
  const stack: { key: string; level: number; row: number }[] = [];
  let baseLevel: number | null = null;
  let levels = 0;
  let lines = 0;
  let generated = 0;

  for (const row of table.rows) {
    let level: number;
    if (levelCol !== null) {
      const text = cell(row, levelCol);
      level = /^\d+$/.test(text) ? Number(text) : /^\d+(\.\d+)*$/.test(text) ? text.split('.').length : NaN;
      if (!Number.isInteger(level)) throw AppError.badRequest(`Row ${row.lineNo}: the level "${text}" is not a whole number.`);
    } else {
      const find = cell(row, findCol);
      if (!/^\d+(\.\d+)*$/.test(find)) throw AppError.badRequest(`Row ${row.lineNo}: the find number "${find}" is not like 1.2.3.`);
      level = find.split('.').length;
    }
    baseLevel ??= level;
    const depth = level - baseLevel + 1;
    if (depth < 1) throw AppError.badRequest(`Row ${row.lineNo}: level ${level} is above the first row's level ${baseLevel}.`);
    if (depth > stack.length + 1) throw AppError.badRequest(`Row ${row.lineNo}: level ${level} skips a level (the row above is level ${baseLevel + stack.length - 1}).`);
    if (depth > PART_MAX_DEPTH) throw AppError.badRequest(`Row ${row.lineNo}: the structure is ${depth} levels deep; an assembly may have at most ${PART_MAX_DEPTH} levels.`);
    levels = Math.max(levels, depth);

    const written = cell(row, partCol);
    const name = cell(row, nameCol) || written;
    if (!written && !name) throw AppError.badRequest(`Row ${row.lineNo}: no part number and no description.`);
    const partNumber = written || `NEW-${String(++generated).padStart(4, '0')}`;
    const key = written ? partKeyOf(written) : `generated:${row.lineNo}`;
    if (!key) throw AppError.badRequest(`Row ${row.lineNo}: the part number "${written}" has no letters or digits.`);
    if (!parts.has(key)) {
      parts.set(key, { key, partNumber, generated: !written, name: name.slice(0, 200), unit: cell(row, unitCol).slice(0, 20) || 'ea', material: cell(row, materialCol).slice(0, 200), revision: cell(row, revCol).slice(0, 20) || 'A', children: null, definedAt: null });
    }

    stack.length = depth - 1;
    const looped = stack.findIndex((s) => s.key === key);
    if (looped >= 0) {
      const path = [...stack.slice(looped), { key }].map((s) => parts.get(s.key)!.partNumber);
      throw AppError.conflict(`Row ${row.lineNo}: that would make a loop: ${path.join(' → ')}.`, { path });
    }
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (!top.includes(key)) top.push(key);
    } else {
      const quantity = quantityOf(cell(row, qtyCol), row.lineNo);
      const owner = parts.get(parent.key)!;
      owner.definedAt ??= parent.row;
      lines++;
      stack.push({ key, level: depth, row: row.lineNo });
      if (owner.definedAt !== parent.row) continue;
      owner.children ??= [];
      const same = owner.children.find((c) => c.key === key);
      const refs = cell(row, refCol).split(/[\s,;]+/).filter(Boolean).slice(0, 2000);
      if (same) {
        same.quantity += quantity;
        same.referenceDesignators.push(...refs);
      } else {
        owner.children.push({ key, quantity, findNumber: findCol === null ? '' : cell(row, findCol).slice(0, 40), referenceDesignators: refs });
      }
      continue;
    }
    stack.push({ key, level: depth, row: row.lineNo });
  }
  if (top.length === 0) throw AppError.badRequest(`"${fileName}" has no rows to import.`);
  return { parts, top, lines, levels };
}
