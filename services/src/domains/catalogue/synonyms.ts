/**
 * The words buyers type for processes, certifications, industries, materials and company size, as data beside the
 * catalogue. The query parser reads them; catalogue names, slugs and abbreviations in parentheses are added to
 * these automatically. A family is an "any of" set: "machine shop" finds a supplier offering any CNC process.
 */

export interface ProcessFamily {
  /** Chip label. */
  label: string;
  capabilities: string[];
  phrases: string[];
}

export const PROCESS_FAMILIES: ProcessFamily[] = [
  {
    label: 'CNC machining',
    capabilities: ['cnc-machining', 'cnc-milling', 'cnc-turning', '5-axis-machining', 'swiss-machining'],
    phrases: ['cnc', 'cnc machining', 'cnc machine shop', 'cnc shop', 'machine shop', 'machine shops', 'machining', 'machinist', 'machinists', 'precision machining', 'milling', 'cnc milling', 'cnc mill', 'cnc machined parts', 'machined parts', 'cnc machinig'],
  },
  { label: 'CNC turning', capabilities: ['cnc-turning', 'swiss-machining'], phrases: ['turning', 'cnc turning', 'lathe', 'cnc lathe', 'turned parts'] },
  { label: 'Sheet metal', capabilities: ['sheet-metal-fabrication', 'prototype-sheet-metal'], phrases: ['sheet metal', 'sheetmetal', 'sheet metal fabrication', 'sheet metal fab', 'sheet metal shop'] },
  {
    label: 'Welding',
    capabilities: ['welding-fabrication', 'mig-welding', 'tig-welding', 'robotic-welding', 'laser-welding', 'resistance-spot-welding'],
    phrases: ['welding', 'weld', 'welder', 'welders', 'welding shop', 'welding fabrication'],
  },
  { label: 'Metal fabrication', capabilities: ['sheet-metal-fabrication', 'welding-fabrication', 'laser-cutting', 'press-brake-forming', 'mig-welding', 'tig-welding', 'plasma-cutting', 'waterjet-cutting'], phrases: ['metal fabrication', 'metal fab', 'fab shop', 'fabrication', 'fabricator', 'fabricators', 'metal fabricator'] },
  { label: 'PCB assembly', capabilities: ['pcb-assembly', 'surface-mount-technology-smt', 'through-hole-assembly'], phrases: ['pcba', 'pcb assembly', 'pcb assembler', 'circuit board assembly', 'smt', 'smt assembly', 'board assembly'] },
  { label: 'PCB fabrication', capabilities: ['pcb-fabrication'], phrases: ['pcb fab', 'pcb fabrication', 'printed circuit boards', 'pcb manufacturer', 'bare boards'] },
  { label: 'Electronics manufacturing', capabilities: ['pcb-assembly', 'box-build-assembly', 'surface-mount-technology-smt'], phrases: ['ems', 'electronics manufacturing', 'electronic manufacturing services', 'electronics contract manufacturer', 'contract electronics'] },
  { label: 'Powder coating', capabilities: ['powder-coating'], phrases: ['powder coat', 'powder coating', 'powdercoat', 'powder coater', 'powdercoating'] },
  { label: 'Anodizing', capabilities: ['anodizing'], phrases: ['anodize', 'anodizing', 'anodizer', 'anodising', 'anodized', 'hard anodize', 'hardcoat anodizing', 'type iii anodizing'] },
  { label: 'Plating', capabilities: ['electroplating', 'electroless-nickel-plating'], phrases: ['plating', 'plater', 'nickel plating', 'zinc plating', 'chrome plating', 'plating shop'] },
  { label: 'Heat treating', capabilities: ['heat-treating'], phrases: ['heat treat', 'heat treating', 'heat treatment', 'heat treater', 'hardening'] },
  { label: 'Metal finishing', capabilities: ['anodizing', 'powder-coating', 'electroplating', 'electroless-nickel-plating', 'passivation', 'black-oxide'], phrases: ['metal finishing', 'finishing', 'finisher', 'coatings'] },
  { label: 'Injection molding', capabilities: ['injection-molding'], phrases: ['injection molding', 'injection moulding', 'plastic injection', 'plastic injection molding', 'injection molder', 'injection molders', 'molder', 'plastic molder'] },
  { label: 'Plastic molding', capabilities: ['injection-molding', 'blow-molding', 'rotational-molding', 'thermoforming', 'urethane-casting'], phrases: ['molding', 'moulding', 'plastic molding', 'plastics molding', 'plastic parts'] },
  {
    label: '3D printing',
    capabilities: ['3d-printing', 'selective-laser-sintering-sls', 'stereolithography-sla', 'fused-deposition-modeling-fdm', 'multi-jet-fusion-mjf', 'direct-metal-laser-sintering-dmls', 'binder-jetting', 'directed-energy-deposition-ded'],
    phrases: ['3d printing', '3d print', '3d printed', '3d printer', '3d printing service', 'additive', 'additive manufacturing', 'am service'],
  },
  { label: 'Metal 3D printing', capabilities: ['direct-metal-laser-sintering-dmls', 'binder-jetting', 'directed-energy-deposition-ded'], phrases: ['metal 3d printing', 'metal additive', 'metal printing', 'dmls', 'slm'] },
  { label: 'Casting', capabilities: ['sand-casting', 'investment-casting', 'die-casting', 'permanent-mold-casting'], phrases: ['casting', 'castings', 'foundry', 'foundries', 'metal casting', 'metal castings'] },
  { label: 'Stamping', capabilities: ['metal-stamping', 'progressive-die-stamping', 'deep-drawing'], phrases: ['stamping', 'stampings', 'metal stamping', 'stamper', 'stamped parts'] },
  { label: 'Laser cutting', capabilities: ['laser-cutting'], phrases: ['laser cutting', 'laser cut', 'laser cutter', 'laser cut parts'] },
  { label: 'Waterjet cutting', capabilities: ['waterjet-cutting'], phrases: ['waterjet', 'water jet', 'waterjet cutting', 'water jet cutting'] },
  { label: 'Wire harness', capabilities: ['cable-and-wire-harness-assembly'], phrases: ['wire harness', 'wire harnesses', 'cable assembly', 'cable assemblies', 'harness', 'harnesses', 'wiring harness', 'cable harness', 'cable harnesses'] },
  { label: 'EDM', capabilities: ['electrical-discharge-machining-edm', 'wire-edm'], phrases: ['edm', 'sinker edm', 'edm machining'] },
  { label: 'Grinding', capabilities: ['precision-grinding'], phrases: ['grinding', 'centerless grinding', 'surface grinding'] },
  { label: 'Composites', capabilities: ['carbon-fiber-composites', 'fiberglass-fabrication', 'resin-transfer-molding-rtm', 'filament-winding', 'pultrusion'], phrases: ['composites', 'composite', 'composite parts', 'carbon fiber', 'carbon fibre', 'fiberglass', 'frp'] },
  {
    label: 'Automation',
    capabilities: ['robotic-automation-integration', 'custom-automation-equipment', 'machine-tending-automation', 'plc-and-controls-engineering'],
    phrases: ['automation', 'automation integrator', 'robot integrator', 'robotics integrator', 'system integrator', 'controls', 'plc programming', 'custom machines'],
  },
  { label: 'Tool and die', capabilities: ['stamping-die-making', 'injection-mold-making', 'jigs-and-fixtures', 'rapid-tooling'], phrases: ['tool and die', 'tool & die', 'tool die', 'die maker', 'mold maker', 'mold making', 'mould making', 'tooling', 'toolmaker', 'tool shop'] },
  { label: 'Inspection', capabilities: ['cmm-inspection', 'first-article-inspection-fai', 'non-destructive-testing-ndt', 'material-testing'], phrases: ['inspection', 'metrology', 'testing lab', 'inspection services', 'quality inspection'] },
  { label: 'Contract manufacturing', capabilities: ['mechanical-assembly', 'box-build-assembly', 'electromechanical-assembly'], phrases: ['contract manufacturing', 'contract manufacturer', 'contract manufacturers', 'assembly', 'box build', 'assembly services'] },
  { label: 'Thermoforming', capabilities: ['thermoforming'], phrases: ['thermoforming', 'vacuum forming', 'vacuum formed', 'vacuum form', 'thermoformer', 'thermoformed parts'] },
  { label: 'Press brake forming', capabilities: ['press-brake-forming'], phrases: ['press brake', 'press brake forming', 'bending', 'metal bending', 'sheet metal bending', 'brake forming'] },
  { label: 'Kitting and packaging', capabilities: ['kitting-and-packaging'], phrases: ['kitting', 'kitting services', 'contract packaging', 'packaging services'] },
  { label: 'Low-volume production', capabilities: ['low-volume-production'], phrases: ['low volume', 'low volume production', 'short run', 'short run production', 'bridge production'] },
  { label: 'Prototyping', capabilities: ['quick-turn-prototyping', 'prototype-machining', 'prototype-sheet-metal', '3d-printing'], phrases: ['prototyping', 'prototype', 'prototypes', 'rapid prototyping', 'quick turn'] },
];

/** Certification slug → the ways buyers write it (catalogue names are added by the parser). */
export const CERTIFICATION_SYNONYMS: Record<string, string[]> = {
  'iso-9001': ['iso 9001', 'iso9001', 'iso 9001 2015', '9001', 'iso certified', 'iso registered'],
  as9100: ['as9100', 'as 9100', 'as9100d', 'as 9100d', 'as9100c', 'as 9100 rev d', 'aerospace certified'],
  'iatf-16949': ['iatf', 'iatf 16949', 'ts 16949', 'ts16949', '16949'],
  'iso-13485': ['iso 13485', '13485', 'iso13485'],
  itar: ['itar', 'itar registered', 'itar compliant'],
  'iso-14001': ['iso 14001', '14001'],
  nadcap: ['nadcap', 'nadcap accredited'],
  'iso-45001': ['iso 45001', '45001'],
  ul: ['ul listed', 'ul certified', 'ul 508a', 'ul'],
  'iso-17025': ['iso 17025', '17025', 'iso iec 17025'],
  'ipc-a-610': ['ipc a 610', 'ipc 610', 'ipc'],
  cmmc: ['cmmc', 'cmmc level 2', 'cmmc 2 0'],
};

/** Industry slug → words. */
export const INDUSTRY_SYNONYMS: Record<string, string[]> = {
  aerospace: ['aerospace', 'aircraft', 'aviation', 'aero'],
  automotive: ['automotive', 'auto parts', 'auto', 'vehicle', 'ev'],
  'medical-devices': ['medical', 'medical device', 'medical devices', 'med device', 'medtech', 'surgical'],
  defense: ['defense', 'defence', 'military', 'dod'],
  electronics: ['electronics', 'electronic'],
  'industrial-equipment': ['industrial equipment', 'industrial machinery', 'heavy equipment'],
  energy: ['energy', 'power generation', 'renewable', 'solar', 'wind energy'],
  'oil-gas': ['oil and gas', 'oil & gas', 'oil gas', 'oilfield', 'petroleum'],
  'consumer-products': ['consumer products', 'consumer goods', 'consumer'],
  agriculture: ['agriculture', 'agricultural', 'farm equipment', 'ag equipment'],
  semiconductors: ['semiconductor', 'semiconductors', 'semi', 'chip equipment'],
  robotics: ['robotics', 'robots'],
  space: ['space', 'satellite', 'satellites', 'launch vehicle'],
  marine: ['marine', 'boat', 'shipbuilding', 'naval'],
  rail: ['rail', 'railroad', 'railway', 'locomotive'],
  construction: ['construction', 'building products'],
  'food-beverage': ['food and beverage', 'food & beverage', 'food grade', 'food processing', 'beverage'],
  telecommunications: ['telecom', 'telecommunications', '5g'],
};

/** Material slug → [display name, words]. The generator seeds materials from these slugs. */
export const MATERIALS: Record<string, [string, string[]]> = {
  aluminum: ['Aluminum', ['aluminum', 'aluminium', 'al 6061', '6061', '7075', 'aluminum alloys']],
  'stainless-steel': ['Stainless steel', ['stainless', 'stainless steel', 'ss', '304 stainless', '316 stainless', '17 4 ph']],
  'carbon-steel': ['Carbon steel', ['steel', 'carbon steel', 'mild steel', '1018', '4140', 'alloy steel']],
  'tool-steel': ['Tool steel', ['tool steel', 'd2', 'a2 tool steel', 'h13']],
  titanium: ['Titanium', ['titanium', 'ti 6al 4v', 'ti64']],
  inconel: ['Inconel', ['inconel', 'nickel alloys', 'superalloys', 'hastelloy']],
  brass: ['Brass', ['brass']],
  copper: ['Copper', ['copper', 'bronze']],
  zinc: ['Zinc', ['zinc', 'zamak']],
  magnesium: ['Magnesium', ['magnesium']],
  'cast-iron': ['Cast iron', ['cast iron', 'ductile iron', 'gray iron', 'iron']],
  peek: ['PEEK', ['peek']],
  delrin: ['Delrin (acetal)', ['delrin', 'acetal', 'pom']],
  nylon: ['Nylon', ['nylon', 'pa12', 'pa 12']],
  abs: ['ABS', ['abs']],
  polycarbonate: ['Polycarbonate', ['polycarbonate']],
  polypropylene: ['Polypropylene', ['polypropylene']],
  ptfe: ['PTFE (Teflon)', ['ptfe', 'teflon']],
  ultem: ['ULTEM', ['ultem', 'pei']],
  'photopolymer-resin': ['Photopolymer resin', ['resin', 'photopolymer']],
  'carbon-fiber': ['Carbon fiber', ['carbon fiber composite', 'cfrp']],
  fiberglass: ['Fiberglass', ['glass fiber', 'gfrp']],
  ceramics: ['Technical ceramics', ['ceramic', 'ceramics', 'alumina', 'zirconia']],
  silicon: ['Silicon', ['silicon', 'silicon wafers', 'wafers']],
  glass: ['Glass', ['glass', 'borosilicate']],
  'fr-4': ['FR-4', ['fr4', 'fr 4']],
  plastics: ['Plastics', ['plastic', 'plastics', 'polymer', 'polymers', 'thermoplastics']],
};

/** Employee ranges a size word means. */
export const SIZE_SYNONYMS: [string[], string, string[]][] = [
  [['small shop', 'small shops', 'small company', 'small business', 'small', 'job shop'], 'Small (1-50 employees)', ['1-10', '11-50']],
  [['mid size', 'midsize', 'mid sized', 'medium sized', 'medium size'], 'Mid-size (51-500 employees)', ['51-200', '201-500']],
  [['large', 'large company', 'large manufacturer', 'big'], 'Large (500+ employees)', ['501-1000', '1000+']],
];
