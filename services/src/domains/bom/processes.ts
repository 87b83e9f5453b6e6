/**
 * The catalogue processes a BOM line can be made by. Slugs follow the catalogue rule (lowercased name,
 * non-alphanumeric runs → "-"), so they match services/src/domains/catalogue and suppliers' capabilities.
 */
export const BOM_PROCESSES = {
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
} as const;

export type ProcessSlug = keyof typeof BOM_PROCESSES;

export function processRef(slug: string): { slug: string; name: string } {
  return { slug, name: (BOM_PROCESSES as Record<string, string>)[slug] ?? slug };
}

export function isProcessSlug(slug: string): slug is ProcessSlug {
  return Object.hasOwn(BOM_PROCESSES, slug);
}

export const STANDARD_CATEGORIES = {
  fasteners: 'Fasteners',
  passives: 'Passives',
  semiconductors: 'Semiconductors & ICs',
  connectors: 'Connectors',
  electromechanical: 'Switches, relays & fuses',
  modules: 'Modules & assemblies (bought)',
  'cables-wire': 'Cables & wire',
  'bearings-motion': 'Bearings & motion',
  'seals-springs': 'Seals, O-rings & springs',
  hardware: 'Hardware (hinges, latches, feet)',
  'fluid-power': 'Fittings, valves & tubing',
  tools: 'Tools',
  consumables: 'Consumables & labels',
  'motors-power': 'Motors & power supplies',
} as const;

export type StandardCategory = keyof typeof STANDARD_CATEGORIES;
