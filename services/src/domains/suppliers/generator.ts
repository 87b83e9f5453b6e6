import { CERTIFICATION_BY_SLUG } from '../catalogue/certifications.js';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { slugify } from '../catalogue/slug.js';
import { geo, pointInCounty } from '../geo/atlas.js';
import { zipPlaces, type ZipPlace } from '../geo/zips.js';
import { claimsOf, materialAllowed, materialsForCapability, otherStateNamed } from './coherence.js';
import { mixSeed, Random, WeightedTable } from './prng.js';
import type { EmployeeRange, SupplierCertification, SupplierData, VerificationStatus } from './types.js';

/** Dates are relative to this fixed day so the data is identical whenever it is generated. */
const BASE_DATE = Date.UTC(2026, 0, 15);
const DAY = 86_400_000;
export const DEFAULT_SEED = 20_260_115;

/** Manufacturing employment by state (thousands, rounded, BLS order of magnitude): where the shops are. */
const STATE_WEIGHTS: [string, number][] = [
  ['CA', 1300], ['TX', 930], ['OH', 690], ['MI', 620], ['IL', 580], ['PA', 570], ['IN', 540], ['WI', 480],
  ['NC', 470], ['NY', 440], ['GA', 420], ['FL', 390], ['TN', 370], ['MN', 330], ['WA', 290], ['AL', 280],
  ['MO', 280], ['SC', 260], ['KY', 250], ['NJ', 250], ['VA', 240], ['MA', 240], ['IA', 230], ['OR', 200],
  ['AZ', 180], ['KS', 170], ['CT', 160], ['AR', 160], ['MS', 150], ['CO', 150], ['OK', 140], ['UT', 140],
  ['LA', 130], ['MD', 110], ['NE', 100], ['NH', 70], ['ID', 70], ['PR', 70], ['NV', 60], ['ME', 55],
  ['WV', 50], ['SD', 45], ['RI', 40], ['NM', 30], ['VT', 30], ['ND', 28], ['DE', 25], ['MT', 22],
  ['HI', 13], ['AK', 12], ['WY', 10], ['DC', 2],
];

interface Archetype {
  key: string;
  phrase: string;
  weight: number;
  core: [string, number][];
  extras: string[];
  industries: [string, number][];
  certs: [string, number][];
  nameWords: string[];
  lead: [number, number];
}

const ARCHETYPES: Archetype[] = [
  {
    key: 'machine-shop', phrase: 'precision machine shop', weight: 30,
    core: [['cnc-machining', 10], ['cnc-milling', 7], ['cnc-turning', 6], ['5-axis-machining', 3], ['swiss-machining', 2], ['precision-grinding', 2], ['wire-edm', 2]],
    extras: ['cmm-inspection', 'first-article-inspection-fai', 'prototype-machining', 'mechanical-assembly', 'cad-cam-programming', 'heat-treating', 'anodizing', 'gear-cutting', 'electrical-discharge-machining-edm', 'jigs-and-fixtures', 'low-volume-production'],
    industries: [['industrial-equipment', 5], ['aerospace', 4], ['automotive', 4], ['medical-devices', 3], ['defense', 3], ['energy', 2], ['oil-gas', 2], ['robotics', 1], ['semiconductors', 1]],
    certs: [['iso-9001', 0.6], ['as9100', 0.22], ['itar', 0.18], ['iso-13485', 0.08], ['iatf-16949', 0.06], ['cmmc', 0.04]],
    nameWords: ['Precision', 'Machine', 'Machining', 'Machine Works', 'Precision Products', 'Tool', 'Manufacturing'],
    lead: [5, 20],
  },
  {
    key: 'fabricator', phrase: 'metal fabrication shop', weight: 22,
    core: [['sheet-metal-fabrication', 10], ['welding-fabrication', 9], ['laser-cutting', 7], ['press-brake-forming', 6], ['mig-welding', 4], ['tig-welding', 4], ['waterjet-cutting', 2], ['plasma-cutting', 3]],
    extras: ['powder-coating', 'robotic-welding', 'brazing', 'tube-bending', 'metal-stamping', 'mechanical-assembly', 'prototype-sheet-metal', 'cnc-machining', 'resistance-spot-welding', 'roll-forming', 'bead-blasting'],
    industries: [['industrial-equipment', 6], ['construction', 4], ['agriculture', 3], ['energy', 3], ['food-beverage', 2], ['automotive', 2], ['oil-gas', 2], ['rail', 1], ['marine', 1]],
    certs: [['iso-9001', 0.45], ['iso-14001', 0.06], ['iso-45001', 0.06], ['itar', 0.05], ['ul', 0.05]],
    nameWords: ['Fabrication', 'Metal Works', 'Steel', 'Fabricators', 'Welding', 'Sheet Metal', 'Metalcraft'],
    lead: [5, 25],
  },
  {
    key: 'molder', phrase: 'plastics molder', weight: 10,
    core: [['injection-molding', 10], ['injection-mold-making', 4], ['blow-molding', 1], ['thermoforming', 2], ['rotational-molding', 1], ['urethane-casting', 1]],
    extras: ['ultrasonic-welding', 'mechanical-assembly', 'kitting-and-packaging', 'rapid-tooling', 'design-for-manufacturability-dfm', 'low-volume-production', 'statistical-process-control-spc'],
    industries: [['consumer-products', 5], ['medical-devices', 4], ['automotive', 4], ['electronics', 3], ['industrial-equipment', 2], ['food-beverage', 2]],
    certs: [['iso-9001', 0.65], ['iso-13485', 0.18], ['iatf-16949', 0.15], ['iso-14001', 0.1], ['ul', 0.06]],
    nameWords: ['Plastics', 'Molding', 'Polymers', 'Molded Products', 'Plastic Products'],
    lead: [10, 40],
  },
  {
    key: 'foundry', phrase: 'foundry and casting house', weight: 5,
    core: [['sand-casting', 6], ['investment-casting', 5], ['die-casting', 6], ['permanent-mold-casting', 3], ['metal-injection-molding-mim', 1]],
    extras: ['cnc-machining', 'heat-treating', 'non-destructive-testing-ndt', 'industrial-ct-scanning', 'bead-blasting', 'powder-coating'],
    industries: [['automotive', 5], ['industrial-equipment', 5], ['aerospace', 2], ['energy', 3], ['oil-gas', 2], ['agriculture', 2], ['rail', 1]],
    certs: [['iso-9001', 0.6], ['iatf-16949', 0.15], ['as9100', 0.1], ['nadcap', 0.05], ['iso-14001', 0.1]],
    nameWords: ['Foundry', 'Castings', 'Die Casting', 'Casting Co'],
    lead: [20, 60],
  },
  {
    key: 'stamper', phrase: 'metal stamping and forming company', weight: 6,
    core: [['metal-stamping', 8], ['progressive-die-stamping', 5], ['deep-drawing', 2], ['stamping-die-making', 3], ['roll-forming', 2], ['forging', 2], ['metal-spinning', 1], ['aluminum-extrusion', 1], ['tube-bending', 2]],
    extras: ['resistance-spot-welding', 'robotic-welding', 'mechanical-assembly', 'electroplating', 'heat-treating', 'ppap-documentation'],
    industries: [['automotive', 7], ['industrial-equipment', 4], ['electronics', 2], ['consumer-products', 2], ['agriculture', 2], ['construction', 2]],
    certs: [['iso-9001', 0.55], ['iatf-16949', 0.35], ['iso-14001', 0.1]],
    nameWords: ['Stamping', 'Metal Forming', 'Forge', 'Pressed Metal', 'Die & Stamping'],
    lead: [15, 45],
  },
  {
    key: 'electronics', phrase: 'electronics contract manufacturer', weight: 8,
    core: [['pcb-assembly', 10], ['surface-mount-technology-smt', 7], ['through-hole-assembly', 5], ['cable-and-wire-harness-assembly', 4], ['box-build-assembly', 4], ['pcb-fabrication', 2]],
    extras: ['conformal-coating', 'electronic-testing-ict-and-functional', 'electromechanical-assembly', 'quick-turn-prototyping', 'plc-and-controls-engineering', 'kitting-and-packaging', 'space-grade-electronics-assembly'],
    industries: [['electronics', 7], ['medical-devices', 3], ['defense', 3], ['aerospace', 3], ['telecommunications', 3], ['industrial-equipment', 3], ['automotive', 2], ['semiconductors', 2], ['robotics', 2]],
    certs: [['iso-9001', 0.7], ['ipc-a-610', 0.45], ['iso-13485', 0.15], ['as9100', 0.15], ['itar', 0.15], ['ul', 0.2], ['iatf-16949', 0.05]],
    nameWords: ['Electronics', 'Circuits', 'Electronic Manufacturing', 'EMS', 'Technologies', 'Systems'],
    lead: [10, 35],
  },
  {
    key: 'finisher', phrase: 'metal finishing and heat treating shop', weight: 6,
    core: [['anodizing', 5], ['powder-coating', 6], ['electroplating', 5], ['electroless-nickel-plating', 3], ['passivation', 3], ['heat-treating', 5], ['black-oxide', 2], ['bead-blasting', 3], ['electropolishing', 1]],
    extras: ['cryogenic-treatment', 'non-destructive-testing-ndt', 'material-testing', 'laser-cladding', 'cold-spray'],
    industries: [['aerospace', 4], ['automotive', 4], ['industrial-equipment', 4], ['medical-devices', 2], ['defense', 2], ['consumer-products', 2]],
    certs: [['iso-9001', 0.55], ['nadcap', 0.2], ['as9100', 0.15], ['iso-14001', 0.12], ['itar', 0.08]],
    nameWords: ['Finishing', 'Plating', 'Coatings', 'Heat Treating', 'Metal Finishing', 'Anodizing'],
    lead: [3, 12],
  },
  {
    key: 'additive', phrase: 'additive manufacturing and prototyping bureau', weight: 5,
    core: [['3d-printing', 10], ['selective-laser-sintering-sls', 4], ['stereolithography-sla', 4], ['fused-deposition-modeling-fdm', 4], ['multi-jet-fusion-mjf', 3], ['direct-metal-laser-sintering-dmls', 3], ['binder-jetting', 1], ['directed-energy-deposition-ded', 1]],
    extras: ['quick-turn-prototyping', 'urethane-casting', '3d-scanning', 'prototype-machining', 'design-for-manufacturability-dfm', 'rapid-tooling', 'cad-cam-programming', 'low-volume-production'],
    industries: [['aerospace', 4], ['medical-devices', 4], ['consumer-products', 3], ['automotive', 3], ['robotics', 3], ['industrial-equipment', 2], ['space', 2]],
    certs: [['iso-9001', 0.5], ['as9100', 0.15], ['iso-13485', 0.1], ['itar', 0.1]],
    nameWords: ['Additive', '3D', 'Prototyping', 'Rapid', 'Digital Manufacturing', 'Labs'],
    lead: [2, 10],
  },
  {
    key: 'composites', phrase: 'composites fabricator', weight: 3,
    core: [['carbon-fiber-composites', 6], ['fiberglass-fabrication', 5], ['resin-transfer-molding-rtm', 3], ['filament-winding', 2], ['pultrusion', 2]],
    extras: ['cnc-machining', 'waterjet-cutting', 'non-destructive-testing-ndt', 'mechanical-assembly', 'ultrasonic-welding'],
    industries: [['aerospace', 5], ['marine', 4], ['defense', 3], ['space', 2], ['automotive', 2], ['energy', 2], ['construction', 1]],
    certs: [['iso-9001', 0.55], ['as9100', 0.3], ['itar', 0.2], ['nadcap', 0.08]],
    nameWords: ['Composites', 'Composite Structures', 'Advanced Materials', 'Fiber'],
    lead: [15, 45],
  },
  {
    key: 'automation', phrase: 'automation and controls integrator', weight: 4,
    core: [['robotic-automation-integration', 6], ['custom-automation-equipment', 6], ['machine-tending-automation', 3], ['plc-and-controls-engineering', 6], ['industrial-iot-integration', 2]],
    extras: ['digital-twin-simulation', 'jigs-and-fixtures', 'electromechanical-assembly', 'cable-and-wire-harness-assembly', 'cad-cam-programming', 'welding-fabrication', 'lean-manufacturing-consulting'],
    industries: [['automotive', 5], ['industrial-equipment', 5], ['food-beverage', 3], ['consumer-products', 2], ['robotics', 4], ['medical-devices', 2], ['energy', 1]],
    certs: [['iso-9001', 0.45], ['ul', 0.4], ['iso-45001', 0.05]],
    nameWords: ['Automation', 'Controls', 'Robotics', 'Systems', 'Integration'],
    lead: [20, 90],
  },
  {
    key: 'tooling', phrase: 'tool and die shop', weight: 5,
    core: [['stamping-die-making', 5], ['injection-mold-making', 5], ['jigs-and-fixtures', 5], ['rapid-tooling', 2], ['cutting-tool-manufacturing', 2]],
    extras: ['wire-edm', 'electrical-discharge-machining-edm', 'cnc-machining', 'precision-grinding', '5-axis-machining', 'heat-treating', 'cmm-inspection'],
    industries: [['automotive', 6], ['consumer-products', 3], ['industrial-equipment', 4], ['medical-devices', 2], ['electronics', 2]],
    certs: [['iso-9001', 0.5], ['iatf-16949', 0.1]],
    nameWords: ['Tool & Die', 'Tool', 'Mold', 'Tooling', 'Die'],
    lead: [20, 70],
  },
  {
    key: 'contract', phrase: 'contract manufacturer', weight: 6,
    core: [['mechanical-assembly', 6], ['box-build-assembly', 4], ['electromechanical-assembly', 4], ['kitting-and-packaging', 3], ['low-volume-production', 2]],
    extras: ['cnc-machining', 'sheet-metal-fabrication', 'injection-molding', 'pcb-assembly', 'welding-fabrication', 'powder-coating', 'lean-manufacturing-consulting', 'statistical-process-control-spc', 'ppap-documentation', 'six-sigma-process-improvement'],
    industries: [['industrial-equipment', 5], ['consumer-products', 4], ['medical-devices', 3], ['electronics', 3], ['automotive', 3], ['defense', 2], ['energy', 2]],
    certs: [['iso-9001', 0.65], ['iso-13485', 0.12], ['itar', 0.1], ['iso-14001', 0.1], ['ul', 0.1], ['as9100', 0.1]],
    nameWords: ['Manufacturing', 'Industries', 'Contract Manufacturing', 'Assembly', 'Products'],
    lead: [15, 50],
  },
  {
    key: 'lab', phrase: 'inspection and testing laboratory', weight: 2,
    core: [['cmm-inspection', 6], ['first-article-inspection-fai', 4], ['non-destructive-testing-ndt', 5], ['material-testing', 5], ['industrial-ct-scanning', 2], ['3d-scanning', 3]],
    extras: ['vibration-and-shock-testing', 'thermal-vacuum-testing', 'statistical-process-control-spc', 'ppap-documentation'],
    industries: [['aerospace', 5], ['automotive', 4], ['medical-devices', 3], ['energy', 3], ['defense', 3], ['space', 2], ['oil-gas', 2]],
    certs: [['iso-17025', 0.75], ['iso-9001', 0.4], ['nadcap', 0.2], ['as9100', 0.1]],
    nameWords: ['Testing', 'Labs', 'Metrology', 'Inspection Services', 'Quality Services'],
    lead: [2, 10],
  },
  {
    key: 'aerospace', phrase: 'aerospace and space hardware manufacturer', weight: 2,
    core: [['spacecraft-component-manufacturing', 5], ['5-axis-machining', 4], ['cnc-machining', 4], ['space-grade-electronics-assembly', 2], ['thermal-vacuum-testing', 1], ['vibration-and-shock-testing', 1]],
    extras: ['first-article-inspection-fai', 'carbon-fiber-composites', 'direct-metal-laser-sintering-dmls', 'laser-welding', 'brazing', 'non-destructive-testing-ndt', 'industrial-ct-scanning'],
    industries: [['aerospace', 6], ['space', 6], ['defense', 5]],
    certs: [['as9100', 0.8], ['itar', 0.7], ['iso-9001', 0.3], ['nadcap', 0.2], ['cmmc', 0.2]],
    nameWords: ['Aerospace', 'Space Systems', 'Aero', 'Orbital', 'Flight Hardware'],
    lead: [20, 80],
  },
  {
    key: 'micro', phrase: 'micro- and nanofabrication facility', weight: 1,
    core: [['photolithography', 5], ['mems-fabrication', 4], ['thin-film-deposition', 5], ['micro-machining', 3], ['laser-micromachining', 3]],
    extras: ['technical-ceramics-fabrication', 'glass-fabrication', 'industrial-ct-scanning', 'electrochemical-machining-ecm'],
    industries: [['semiconductors', 6], ['medical-devices', 4], ['electronics', 4], ['telecommunications', 2], ['aerospace', 2]],
    certs: [['iso-9001', 0.6], ['iso-13485', 0.15], ['itar', 0.1]],
    nameWords: ['Microsystems', 'Micro', 'Thin Film', 'Nanotech', 'Microfabrication'],
    lead: [15, 60],
  },
  {
    key: 'specialty', phrase: 'specialty manufacturer', weight: 2,
    core: [['technical-ceramics-fabrication', 3], ['glass-fabrication', 3], ['electrochemical-machining-ecm', 1], ['cryogenic-treatment', 1], ['powder-metallurgy', 3], ['remanufacturing', 3], ['laser-cladding', 1], ['cold-spray', 1]],
    extras: ['cnc-machining', 'precision-grinding', 'heat-treating', 'material-testing', 'lean-manufacturing-consulting', 'six-sigma-process-improvement'],
    industries: [['industrial-equipment', 4], ['energy', 3], ['semiconductors', 2], ['automotive', 3], ['oil-gas', 2], ['rail', 2], ['medical-devices', 1]],
    certs: [['iso-9001', 0.55], ['iso-14001', 0.15], ['as9100', 0.08]],
    nameWords: ['Technologies', 'Advanced Manufacturing', 'Materials', 'Specialty Products', 'Engineered Products'],
    lead: [10, 45],
  },
];

const SURNAMES = ['Anderson', 'Baker', 'Becker', 'Brennan', 'Carlson', 'Dawson', 'Dietrich', 'Eckert', 'Fischer', 'Foster', 'Garrison', 'Gustafson', 'Hartman', 'Heinz', 'Hoffman', 'Jansen', 'Keller', 'Kowalski', 'Kramer', 'Lindquist', 'Lundgren', 'Marsh', 'McAllister', 'Meyer', 'Miller', 'Morrison', 'Nielsen', 'Novak', 'Olson', 'Petersen', 'Pulaski', 'Reinhardt', 'Richter', 'Schaefer', 'Schmidt', 'Schneider', 'Sorensen', 'Stanton', 'Sullivan', 'Thornton', 'Vogel', 'Wagner', 'Walsh', 'Weber', 'Whitaker', 'Zimmerman', 'Alvarez', 'Castillo', 'Delgado', 'Garza', 'Nguyen', 'Patel', 'Tran', 'Kim', 'Okafor', 'Reyes', 'Moreno', 'Hughes', 'Bishop', 'Crawford', 'Donovan', 'Ellison', 'Fleming', 'Grady', 'Harmon', 'Ingram', 'Jennings', 'Larkin', 'Mercer', 'Nolan', 'Prescott', 'Quinn', 'Radcliffe', 'Sheridan', 'Talbot', 'Underwood', 'Vance', 'Winslow', 'Yates'];
const BRAND_WORDS = ['Apex', 'Summit', 'Keystone', 'Liberty', 'Pinnacle', 'Precision', 'Allied', 'Advanced', 'American', 'United', 'Frontier', 'Heritage', 'Ironclad', 'Titan', 'Vanguard', 'Meridian', 'Northstar', 'Eagle', 'Patriot', 'Pioneer', 'Cornerstone', 'Benchmark', 'Quality', 'Superior', 'Reliance', 'Sterling', 'Atlas', 'Cardinal', 'Crescent', 'Delta', 'Evergreen', 'Falcon', 'Granite', 'Harbor', 'Horizon', 'Journey', 'Lakeshore', 'Midwest', 'Redline', 'Riverbend', 'Sentinel', 'Silverline', 'Trident', 'True Line', 'Valley', 'Westfield', 'Ridgeway', 'Bluewater', 'Copperhead', 'Tri-State'];
const REGION_WORDS: Record<string, string[]> = {
  OH: ['Buckeye', 'Great Lakes', 'Western Reserve'], MI: ['Great Lakes', 'Wolverine', 'Lakeshore'], IN: ['Hoosier', 'Crossroads'],
  IL: ['Prairie', 'Midwest'], WI: ['Badger', 'Northwoods'], PA: ['Keystone', 'Allegheny', 'Susquehanna'], TX: ['Lone Star', 'Gulf Coast', 'Texan'],
  CA: ['Pacific', 'Golden State', 'Sierra'], NC: ['Carolina', 'Piedmont'], SC: ['Palmetto', 'Carolina'], NY: ['Empire', 'Hudson Valley'],
  MN: ['North Star', 'Twin Cities'], GA: ['Peachtree', 'Southern'], TN: ['Volunteer', 'Cumberland'], WA: ['Cascade', 'Evergreen', 'Puget'],
  OR: ['Cascade', 'Willamette'], CO: ['Rocky Mountain', 'Front Range'], AZ: ['Desert', 'Sonoran'], MA: ['Bay State', 'Commonwealth'],
  CT: ['Nutmeg', 'Connecticut Valley'], NJ: ['Garden State'], KY: ['Bluegrass'], AL: ['Gulf', 'Southern'], MO: ['Gateway', 'Show-Me'],
};
const SUFFIXES: [string, number][] = [['Inc.', 5], ['LLC', 5], ['Co.', 2], ['Corp.', 2], ['', 3]];
const STREET_NAMES = ['Industrial', 'Commerce', 'Enterprise', 'Technology', 'Main', 'Mill', 'Factory', 'Railroad', 'Airport', 'Park', 'Oak', 'Maple', 'Center', 'Progress', 'Corporate', 'Innovation', 'Foundry', 'Production', 'Washington', 'Lincoln', 'Jackson', 'Harrison', 'Madison', 'Franklin', 'River', 'Lake', 'Ridge', 'Commercial', 'Distribution', 'Gateway'];
const STREET_TYPES = ['Dr', 'Pkwy', 'Rd', 'Ave', 'St', 'Blvd', 'Way', 'Ct', 'Ln', 'Cir'];
const EMPLOYEES: [EmployeeRange, number][] = [['1-10', 22], ['11-50', 38], ['51-200', 25], ['201-500', 9], ['501-1000', 4], ['1000+', 2]];
const STATUSES: [VerificationStatus, number][] = [['self-declared', 30], ['document-on-file', 40], ['registry-checked', 30]];
const MINIMUM_ORDERS: [number, number][] = [[0, 30], [250, 15], [500, 18], [1000, 15], [2500, 10], [5000, 8], [10000, 4]];
const INDUSTRY_NAMES: Record<string, string> = {
  aerospace: 'aerospace', automotive: 'automotive', 'medical-devices': 'medical device', defense: 'defense', electronics: 'electronics',
  'industrial-equipment': 'industrial equipment', energy: 'energy', 'oil-gas': 'oil and gas', 'consumer-products': 'consumer products',
  agriculture: 'agricultural', semiconductors: 'semiconductor', robotics: 'robotics', space: 'space', marine: 'marine', rail: 'rail',
  construction: 'construction', 'food-beverage': 'food and beverage', telecommunications: 'telecom',
};
const STATE_INDUSTRY_BOOST: Record<string, string> = {
  MI: 'automotive', OH: 'automotive', IN: 'automotive', TN: 'automotive', AL: 'automotive', KY: 'automotive', SC: 'automotive',
  WA: 'aerospace', KS: 'aerospace', CT: 'aerospace', AZ: 'aerospace', FL: 'space', CO: 'space', TX: 'oil-gas', LA: 'oil-gas', OK: 'oil-gas',
  MN: 'medical-devices', MA: 'medical-devices', CA: 'semiconductors', OR: 'semiconductors', IA: 'agriculture', NE: 'agriculture',
  VA: 'defense', MD: 'defense', WI: 'industrial-equipment', IL: 'industrial-equipment', PA: 'industrial-equipment', NC: 'food-beverage',
};

interface Geography {
  countyTables: Map<string, WeightedTable<string>>;
  stateTable: WeightedTable<string>;
  placesByCounty: Map<string, ZipPlace[]>;
}

let geography: Geography | undefined;

function prepareGeography(): Geography {
  if (geography) return geography;
  const places = zipPlaces();
  const g = geo();
  const countyTables = new Map<string, WeightedTable<string>>();
  for (const state of g.states) {
    const counties = (g.countiesByState.get(state.code) ?? []).filter((c) => places.byCounty.has(c.fips));
    // counties with many ZIP codes are the populated, industrial ones
    if (counties.length) countyTables.set(state.code, new WeightedTable(counties.map((c) => [c.fips, places.byCounty.get(c.fips)!.length ** 1.4] as const)));
  }
  const stateTable = new WeightedTable(STATE_WEIGHTS.filter(([code]) => countyTables.has(code)));
  geography = { countyTables, stateTable, placesByCounty: places.byCounty };
  return geography;
}

function pickCapabilities(random: Random, type: Archetype): string[] {
  const coreCount = random.weighted([[1, 2], [2, 4], [3, 4], [4, 2]] as const);
  const core = new Set<string>();
  for (let i = 0; i < coreCount * 3 && core.size < coreCount; i++) core.add(random.weighted(type.core));
  const extras = random.sample(type.extras, random.weighted([[0, 2], [1, 4], [2, 3], [3, 2], [4, 1]] as const));
  const all = [...core, ...extras].filter((slug) => PROCESS_BY_SLUG.has(slug));
  return [...new Set(all)];
}

function certificateNumber(random: Random, slug: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  switch (slug) {
    case 'itar': return `M${digits(5)}`;
    case 'ul': return `E${digits(6)}`;
    case 'nadcap': return `${random.int(100000, 299999)}`;
    case 'cmmc': return `CMMC-L2-${digits(6)}`;
    case 'iso-17025': return `${random.int(1000, 7999)}.0${random.int(1, 9)}`;
    case 'ipc-a-610': return `IPC-${digits(7)}`;
    default: return `${random.pick(['C', 'US', 'CERT-', 'QMS-', 'FM '])}${digits(6)}`;
  }
}

function certificationsFor(random: Random, type: Archetype, industries: string[]): SupplierCertification[] {
  const chosen = new Set<string>();
  for (const [slug, p] of type.certs) if (random.chance(p)) chosen.add(slug);
  if (industries.includes('automotive') && random.chance(0.15)) chosen.add('iatf-16949');
  if (industries.includes('medical-devices') && random.chance(0.2)) chosen.add('iso-13485');
  if (industries.includes('defense') && random.chance(0.2)) chosen.add('itar');
  if (random.chance(0.05)) chosen.add('iso-14001');
  if (random.chance(0.03)) chosen.add('iso-45001');
  // aerospace and automotive standards include ISO 9001 requirements; shops usually hold both certificates
  if ((chosen.has('as9100') || chosen.has('iatf-16949') || chosen.has('iso-13485')) && random.chance(0.6)) chosen.add('iso-9001');
  return [...chosen].map((slug) => {
    const cert = CERTIFICATION_BY_SLUG.get(slug)!;
    const status = random.weighted(STATUSES);
    const expiresAt = new Date(BASE_DATE + random.int(-60, 3 * 365) * DAY);
    const checkedAt = status === 'self-declared' ? null : new Date(BASE_DATE - random.int(1, 400) * DAY);
    return {
      slug,
      certificateNumber: certificateNumber(random, slug),
      registrar: cert.registrars.length ? random.pick(cert.registrars) : 'US Department of State (DDTC)',
      expiresAt,
      status,
      checkedAt,
    };
  });
}

/** What a word of a name or description claims (capability families, industries, materials), computed once per word. */
const claimCache = new Map<string, ReturnType<typeof claimsOf>>();
function claims(text: string) {
  let found = claimCache.get(text);
  if (!found) {
    found = claimsOf(text);
    claimCache.set(text, found);
  }
  return found;
}

/** A word may name the company only when the company offers a process of every family the word names. */
function wordFits(word: string, capabilities: string[]): boolean {
  const c = claims(word);
  return (
    c.certifications.length === 0 &&
    c.capabilities.every((family) => family.slugs.some((s) => capabilities.includes(s))) &&
    c.materials.every((m) => materialAllowed(m.slug, capabilities, []))
  );
}

/** Adds the industries and materials a chosen word names (a company called "… Aero" serves aerospace). */
function adopt(word: string, industries: Set<string>, materials: Set<string>) {
  const c = claims(word);
  for (const i of c.industries) industries.add(i.slug);
  for (const m of c.materials) materials.add(m.slug);
}

function makeName(random: Random, type: Archetype, state: string, city: string, capabilities: string[]): { name: string; word: string } {
  const fitting = type.nameWords.filter((w) => wordFits(w, capabilities));
  const word = fitting.length ? random.pick(fitting) : 'Manufacturing';
  const suffix = random.weighted(SUFFIXES);
  const pattern = random.int(0, 9);
  let base: string;
  // a town named after another state ("Ohio, IL") would make the name lie about where the company is
  const cityFits = city.length <= 14 && !otherStateNamed(city, state);
  if (pattern < 4) base = `${random.pick(SURNAMES)} ${word}`;
  else if (pattern < 7) base = `${random.pick(BRAND_WORDS)} ${word}`;
  else if (pattern < 9) base = `${cityFits ? city : random.pick(REGION_WORDS[state] ?? BRAND_WORDS)} ${word}`;
  else base = `${random.pick(SURNAMES)} & ${random.pick(SURNAMES)} ${word}`;
  return { name: suffix ? `${base} ${suffix}` : base, word };
}

/** Materials from the capabilities: one to three of what each process works; "plastics" with any plastic. */
function pickMaterials(random: Random, capabilities: string[]): Set<string> {
  const out = new Set<string>();
  for (const slug of capabilities) {
    const options = materialsForCapability(slug);
    if (options.length) for (const m of random.sample(options, Math.min(options.length, random.int(1, 3)))) out.add(m);
  }
  if ([...out].some((m) => ['abs', 'polycarbonate', 'nylon', 'polypropylene', 'delrin', 'peek', 'ultem', 'photopolymer-resin'].includes(m))) out.add('plastics');
  return out;
}

function pointNear(random: Random, place: ZipPlace): { lat: number; lng: number } {
  const county = geo().countyByFips.get(place.countyFips)!;
  for (let attempt = 0; attempt < 8; attempt++) {
    const lat = place.lat + (random.next() - 0.5) * 0.05;
    const lng = place.lng + (random.next() - 0.5) * 0.06;
    if (pointInCounty(lng, lat, county)) return { lat: round(lat, 5), lng: round(lng, 5) };
  }
  return { lat: place.lat, lng: place.lng };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Supplier number i (0-based) of the seeded population: independent of how many are generated. */
export function generateSupplier(i: number, seed = DEFAULT_SEED): Omit<SupplierData, 'slug'> & { baseSlug: string } {
  const { countyTables, stateTable, placesByCounty } = prepareGeography();
  const random = new Random(mixSeed(seed, i));
  const state = stateTable.pick(random);
  const countyFips = countyTables.get(state)!.pick(random);
  const place = random.pick(placesByCounty.get(countyFips)!);
  const county = geo().countyByFips.get(countyFips)!;
  const type = random.weighted(ARCHETYPES.map((a) => [a, a.weight] as const));
  const capabilities = pickCapabilities(random, type);
  const industries = new Set(random.sample([...new Set(Array.from({ length: 6 }, () => random.weighted(type.industries)))], random.int(1, 3)));
  const boost = STATE_INDUSTRY_BOOST[state];
  if (boost && random.chance(0.3)) industries.add(boost);
  const certifications = certificationsFor(random, type, [...industries]);
  const employeeRange = random.weighted(EMPLOYEES);
  const yearFounded = random.chance(0.15) ? random.int(1902, 1959) : random.int(1960, 2023);
  const materialSet = pickMaterials(random, capabilities);
  const { name, word } = makeName(random, type, state, place.city, capabilities);
  adopt(word, industries, materialSet);
  const phrase = wordFits(type.phrase, capabilities) ? type.phrase : 'manufacturer';
  adopt(phrase, industries, materialSet);
  const industryList = [...industries];
  const materials = [...materialSet];
  const baseSlug = slugify(name);
  const domain = slugify(name.replace(/\b(Inc\.|LLC|Co\.|Corp\.)$/, '')).replace(/-/g, '') + '.example.com';
  const [leadMin, leadMax] = type.lead;
  const min = random.int(leadMin, Math.round((leadMin + leadMax) / 2));
  const claimed = random.chance(0.1);
  const verified = claimed || certifications.some((c) => c.status !== 'self-declared') || random.chance(0.7);
  const capabilityNames = capabilities.slice(0, 3).map((slug) => PROCESS_BY_SLUG.get(slug)!.name);
  const industryText = industryList.map((s) => INDUSTRY_NAMES[s] ?? s);
  const certText = certifications.length ? ` Certified: ${certifications.map((c) => CERTIFICATION_BY_SLUG.get(c.slug)!.name).join(', ')}.` : '';
  const description =
    `${name} is a${/^[aeiou]/.test(phrase) ? 'n' : ''} ${phrase} in ${place.city}, ${state}, founded in ${yearFounded} with ${employeeRange} employees. ` +
    `We offer ${list(capabilityNames)} for ${list(industryText)} customers.${certText}`;
  const position = pointNear(random, place);
  const created = new Date(BASE_DATE - random.int(30, 900) * DAY);
  return {
    _id: `sup-${String(i + 1).padStart(6, '0')}`,
    baseSlug,
    name,
    description,
    address: {
      street: `${random.int(10, 19999)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_TYPES)}`,
      city: place.city,
      state,
      county: county.name,
      countyFips,
      zip: place.zip,
    },
    ...position,
    capabilities,
    certifications,
    industries: industryList,
    materials,
    employeeRange,
    yearFounded,
    leadTimeDays: { min, max: random.int(min + 3, leadMax + 10) },
    minimumOrder: random.weighted(MINIMUM_ORDERS),
    contact: {
      email: `${random.pick(['sales', 'info', 'quotes', 'rfq'])}@${domain}`,
      phone: `(${random.int(201, 989)}) 555-${String(random.int(100, 199)).padStart(4, '0')}`,
      website: `https://www.${domain}`,
    },
    verified,
    claimed,
    ownerUid: claimed ? `seed-owner-${i + 1}` : null,
    featured: random.chance(0.01),
    responseRate: Math.min(100, random.int(claimed ? 70 : 35, 100)),
    createdAt: created,
    updatedAt: created,
  };
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The first `count` suppliers of the seeded population, with unique slugs. */
export function generateSuppliers(count: number, seed = DEFAULT_SEED): SupplierData[] {
  const used = new Set<string>();
  const out: SupplierData[] = [];
  for (let i = 0; i < count; i++) {
    const { baseSlug, ...rest } = generateSupplier(i, seed);
    out.push({ ...rest, slug: uniqueSlug(baseSlug, rest.address.city, used) });
  }
  return out;
}

export function uniqueSlug(base: string, city: string, used: Set<string>): string {
  let slug = base;
  if (used.has(slug)) slug = `${base}-${slugify(city)}`;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${slugify(city)}-${n}`;
  used.add(slug);
  return slug;
}
