/**
 * Processes a buyer can pick when correcting a line: the catalogue processes the classifier assigns (the
 * services' BOM process list), plus any process already used on this upload.
 */
const BOM_PROCESS_NAMES: Record<string, string> = {
  'cnc-machining': 'CNC Machining',
  'laser-cutting': 'Laser Cutting',
  'waterjet-cutting': 'Waterjet Cutting',
  'sheet-metal-fabrication': 'Sheet Metal Fabrication',
  'metal-stamping': 'Metal Stamping',
  '3d-printing': '3D Printing',
  'injection-molding': 'Injection Molding',
  'die-casting': 'Die Casting',
  'investment-casting': 'Investment Casting',
  'sand-casting': 'Sand Casting',
  'urethane-casting': 'Urethane Casting',
  thermoforming: 'Thermoforming',
  forging: 'Forging',
  'tube-bending': 'Tube Bending',
  'aluminum-extrusion': 'Aluminum Extrusion',
  'welding-fabrication': 'Welding & Fabrication',
  'pcb-fabrication': 'PCB Fabrication',
  'pcb-assembly': 'PCB Assembly',
  'cable-and-wire-harness-assembly': 'Cable and Wire Harness Assembly',
  'carbon-fiber-composites': 'Carbon Fiber Composites',
  'gear-cutting': 'Gear Cutting',
  'mechanical-assembly': 'Mechanical Assembly',
  'technical-ceramics-fabrication': 'Technical Ceramics Fabrication',
  'glass-fabrication': 'Glass Fabrication',
  'jigs-and-fixtures': 'Jigs and Fixtures',
  'rotational-molding': 'Rotational Molding',
};

export interface ProcessOption {
  slug: string;
  name: string;
}

export const COMMON_PROCESSES: ProcessOption[] = Object.entries(BOM_PROCESS_NAMES).map(([slug, name]) => ({ slug, name }));

export function mergeProcessOptions(...lists: ProcessOption[][]): ProcessOption[] {
  const bySlug = new Map<string, ProcessOption>();
  for (const list of lists) for (const option of list) if (!bySlug.has(option.slug)) bySlug.set(option.slug, option);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}
