import { enclosingCircle, project, type OrientedBox, type Vec3 } from './oriented-box.js';

/**
 * The smallest common US mill stock that contains a part: plate (standard thickness, sawn to size), rectangular bar
 * (standard widths) and round bar (standard diameters). Sizes are in inches because that is how US service centres
 * sell stock. Assumptions, kept visible: the cross-section needs CLEANUP_IN more than the part to face it clean, and
 * every sawn length or plate edge needs SAW_IN for the cut and facing.
 */
const MM_PER_IN = 25.4;
export const CLEANUP_IN = 0.03;
export const SAW_IN = 0.125;

export const PLATE_THICKNESSES_IN = [0.0625, 0.09, 0.125, 0.1875, 0.25, 0.3125, 0.375, 0.5, 0.625, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4, 5, 6, 8];
export const BAR_SIZES_IN = [0.125, 0.1875, 0.25, 0.3125, 0.375, 0.5, 0.625, 0.75, 0.875, 1, 1.125, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 3.5, 4, 4.5, 5, 6, 8, 10, 12];
export const ROUND_DIAMETERS_IN = [0.125, 0.1875, 0.25, 0.3125, 0.375, 0.4375, 0.5, 0.5625, 0.625, 0.75, 0.875, 1, 1.125, 1.25, 1.375, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 12];

export interface StockSize {
  /** Inches, as ordered: plate [thickness, width, length], bar [width, height, length], round [diameter, length]. */
  sizeIn: number[];
  /** False when the part is larger than the largest standard size (a custom size, rounded up to 1/2 in). */
  standard: boolean;
  volumeMm3: number;
}

export interface StockFit {
  plate: StockSize;
  bar: StockSize;
  round: StockSize;
  /** The stock with the least material. */
  smallest: 'plate' | 'bar' | 'round';
}

const roundUp = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;

/** The first standard size that holds `needIn`, or the need rounded up to 1/2 in past the list. */
function pick(sizes: number[], needIn: number): { size: number; standard: boolean } {
  const size = sizes.find((s) => s >= needIn - 1e-9);
  return size === undefined ? { size: roundUp(needIn, 0.5), standard: false } : { size, standard: true };
}

const cut = (mm: number) => roundUp(mm / MM_PER_IN + SAW_IN, 0.125);
const cubicIn = (inches: number) => inches * MM_PER_IN ** 3;

export function stockFit(box: OrientedBox, points: Float64Array): StockFit {
  const [length, width, thickness] = box.size;
  const t = pick(PLATE_THICKNESSES_IN, thickness / MM_PER_IN + CLEANUP_IN);
  const plateSize = [t.size, cut(width), cut(length)];
  const plate: StockSize = { sizeIn: plateSize, standard: t.standard, volumeMm3: cubicIn(plateSize[0]! * plateSize[1]! * plateSize[2]!) };

  const w = pick(BAR_SIZES_IN, width / MM_PER_IN + CLEANUP_IN);
  const h = pick(BAR_SIZES_IN, thickness / MM_PER_IN + CLEANUP_IN);
  const barSize = [w.size, h.size, cut(length)];
  const bar: StockSize = { sizeIn: barSize, standard: w.standard && h.standard, volumeMm3: cubicIn(barSize[0]! * barSize[1]! * barSize[2]!) };

  // a round bar may run along any axis of the box: the smallest circle across it decides the diameter
  let round: StockSize | null = null;
  for (let k = 0; k < 3; k++) {
    const u = box.axes[(k + 1) % 3] as Vec3, v = box.axes[(k + 2) % 3] as Vec3;
    const circle = enclosingCircle(project(points, u, v));
    const d = pick(ROUND_DIAMETERS_IN, (2 * circle.r) / MM_PER_IN + CLEANUP_IN);
    const l = cut(box.size[k]!);
    const candidate: StockSize = { sizeIn: [d.size, l], standard: d.standard, volumeMm3: cubicIn((Math.PI / 4) * d.size * d.size * l) };
    if (!round || candidate.volumeMm3 < round.volumeMm3) round = candidate;
  }
  const fits = { plate, bar, round: round! };
  const smallest = (Object.keys(fits) as (keyof typeof fits)[]).reduce((m, k) => (fits[k].volumeMm3 < fits[m].volumeMm3 ? k : m));
  return { ...fits, smallest };
}
