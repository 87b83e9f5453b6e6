import type { ModelFacts, ProcessFit } from '@forge/contract';
import type { Density } from './materials.js';

/**
 * Which processes can make the part, each with its reasons from the geometry and material. Rules of thumb, kept
 * visible: machine envelopes are those of common US shop machines (named in the reason); a part is "sheet metal"
 * when its wall is thin and constant (2 × volume ÷ area ≈ the wall) and it fills little of its box.
 */
const PLASTICS = new Set(['abs', 'pla', 'pa12-sls', 'nylon-66', 'pom', 'pc', 'peek', 'hdpe', 'ptfe']);
const SHEET_MAX_MM = 6.35; // 1/4 in: thicker is plate, not sheet
// a bent sheet part is mostly air in its box (brackets, enclosures); printed or machined thin-walled parts fill more
const SHEET_MAX_FILL = 0.15;
const fmt = (mm: number) => (mm >= 100 ? mm.toFixed(0) : mm.toFixed(1));
const dims = (size: number[]) => size.map(fmt).join(' × ') + ' mm';

/** Does a box (any orientation of its sorted sides) fit an envelope? */
function fits(size: number[], envelope: number[]): boolean {
  const a = [...size].sort((x, y) => y - x), b = [...envelope].sort((x, y) => y - x);
  return a.every((s, i) => s <= b[i]!);
}

const ENVELOPES = {
  mill: { size: [762, 406, 508], name: 'a 30 × 16 × 20 in vertical mill (Haas VF-2 class)' },
  bigMill: { size: [1626, 813, 762], name: 'a 64 × 32 × 30 in vertical mill (Haas VF-6 class)' },
  sls: { size: [340, 340, 600], name: 'an EOS P 396 SLS build volume (340 × 340 × 600 mm)' },
  dmls: { size: [250, 250, 325], name: 'an EOS M 290 metal build volume (250 × 250 × 325 mm)' },
  fdm: { size: [256, 256, 256], name: 'a 256 mm cube FDM printer (Bambu Lab X1 class)' },
  laser: { size: [3048, 1524], name: 'a 10 × 5 ft laser bed' },
  waterjet: { size: [4064, 2032], name: 'a 13 × 6.5 ft waterjet table' },
};

function flatFit(flat: NonNullable<ModelFacts['flat']>): ProcessFit[] {
  const size = flat.outerSize;
  const what = `flat pattern ${dims(size)}, ${flat.pierces} pierce(s), ${fmt(flat.cutLengthMm)} mm of cut`;
  const bends = flat.bendLines.length;
  return [
    { process: 'laser-cutting', name: 'Laser Cutting', fit: fits(size, ENVELOPES.laser.size) ? 'good' : 'no', reasons: [what, fits(size, ENVELOPES.laser.size) ? `fits ${ENVELOPES.laser.name}` : `larger than ${ENVELOPES.laser.name}`] },
    { process: 'waterjet-cutting', name: 'Waterjet Cutting', fit: fits(size, ENVELOPES.waterjet.size) ? 'good' : 'no', reasons: [what, 'no heat-affected edge; slower than laser on thin sheet'] },
    {
      process: 'sheet-metal-fabrication',
      name: 'Sheet Metal Fabrication',
      fit: bends > 0 ? 'good' : 'possible',
      reasons: bends > 0 ? [`${bends} bend line(s): cut flat, then bent on a press brake`] : ['no bend lines: a flat cut part'],
    },
  ];
}

function solidFit(solid: NonNullable<ModelFacts['solid']>, density: Density | null): ProcessFit[] {
  const size = solid.orientedBox.size;
  const wall = solid.surfaceAreaMm2 > 0 ? (2 * solid.volumeMm3) / solid.surfaceAreaMm2 : 0;
  const fill = solid.orientedBox.volumeMm3 > 0 ? solid.volumeMm3 / solid.orientedBox.volumeMm3 : 1;
  const plastic = density ? PLASTICS.has(density.key) : null;
  const material = density ? density.name : 'no material named';
  const out: ProcessFit[] = [];
  const caveat = solid.mesh.closed ? [] : ['the mesh has holes: repair it before quoting'];

  const thin = wall <= SHEET_MAX_MM;
  const flatPlate = thin && size[2] <= wall * 1.15;
  const bent = thin && !flatPlate && size[2] > wall * 1.5 && fill < SHEET_MAX_FILL;
  if (flatPlate || bent) {
    out.push({
      process: flatPlate ? 'laser-cutting' : 'sheet-metal-fabrication',
      name: flatPlate ? 'Laser Cutting' : 'Sheet Metal Fabrication',
      fit: plastic ? 'possible' : 'good',
      reasons: [flatPlate ? `a flat plate ${fmt(wall)} mm thick` : `a constant ${fmt(wall)} mm wall filling ${Math.round(fill * 100)} % of its ${dims(size)} box: bent sheet`, material, ...caveat],
    });
  }

  const removed = 1 - solid.volumeMm3 / solid.stock[solid.stock.smallest].volumeMm3;
  const mill = fits(size, ENVELOPES.mill.size) ? 'good' : fits(size, ENVELOPES.bigMill.size) ? 'possible' : 'no';
  out.push({
    process: 'cnc-milling',
    name: 'CNC Milling',
    fit: bent ? 'possible' : mill,
    reasons: [
      mill === 'good' ? `fits ${ENVELOPES.mill.name}` : mill === 'possible' ? `needs ${ENVELOPES.bigMill.name}` : `larger than ${ENVELOPES.bigMill.name}`,
      `${Math.round(removed * 100)} % of the ${solid.stock.smallest} stock is machined away`,
      ...(bent ? ['thin bent walls are cheaper as sheet metal'] : []),
      ...caveat,
    ],
  });

  const round = solid.stock.round, bar = solid.stock.bar;
  out.push({
    process: 'cnc-turning',
    name: 'CNC Turning',
    fit: round.volumeMm3 <= bar.volumeMm3 ? 'good' : round.volumeMm3 <= bar.volumeMm3 * 1.5 ? 'possible' : 'no',
    reasons: [`round bar Ø ${round.sizeIn[0]} in × ${round.sizeIn[1]} in holds ${Math.round((solid.volumeMm3 / round.volumeMm3) * 100)} % material; rectangular bar ${bar.sizeIn.slice(0, 2).join(' × ')} in is ${round.volumeMm3 <= bar.volumeMm3 ? 'larger' : 'smaller'}`],
  });

  const sls = fits(size, ENVELOPES.sls.size);
  out.push({
    process: 'selective-laser-sintering-sls',
    name: 'Selective Laser Sintering (SLS)',
    fit: !sls || plastic === false ? 'no' : 'good',
    reasons: [sls ? `fits ${ENVELOPES.sls.name}` : `larger than ${ENVELOPES.sls.name}`, plastic === false ? `${material} is not a sintering powder (nylon)` : material],
  });
  const dmls = fits(size, ENVELOPES.dmls.size);
  if (plastic === false) {
    out.push({ process: 'direct-metal-laser-sintering-dmls', name: 'Direct Metal Laser Sintering (DMLS)', fit: dmls ? 'possible' : 'no', reasons: [dmls ? `fits ${ENVELOPES.dmls.name}` : `larger than ${ENVELOPES.dmls.name}`, 'metal printing pays off for complex geometry, rarely for prismatic parts'] });
  }
  if (plastic !== false) {
    out.push({ process: 'fused-deposition-modeling-fdm', name: 'Fused Deposition Modeling (FDM)', fit: fits(size, ENVELOPES.fdm.size) ? 'possible' : 'no', reasons: [fits(size, ENVELOPES.fdm.size) ? `fits ${ENVELOPES.fdm.name}` : `larger than ${ENVELOPES.fdm.name}`, 'prototypes and fixtures; layer lines show'] });
  }
  return out;
}

export function processFit(facts: ModelFacts | null, density: Density | null): ProcessFit[] {
  if (!facts) return [];
  if (facts.flat) return flatFit(facts.flat);
  if (facts.solid) return solidFit(facts.solid, density);
  return [];
}
