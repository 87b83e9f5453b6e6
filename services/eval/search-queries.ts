/**
 * Free-text supplier queries in the forms buyers type, each with the rule that says which suppliers are relevant.
 * The rules are written here from the meaning of the words (process sets, certifications, places, materials),
 * independently of the parser's synonyms and of the ranking code. `evaluate` in search.ts applies them to the data.
 */

export interface Rule {
  /** the supplier offers any of these capabilities (one list per process asked for; every list must hold) */
  caps?: string[][];
  certs?: string[];
  state?: string;
  /** county FIPS */
  county?: string;
  /** within `miles` of a ZIP's centroid, or of a city's centre (mean of its ZIP centroids) */
  nearZip?: { zip: string; miles: number };
  nearCity?: { city: string; state: string; miles: number };
  materials?: string[];
  industries?: string[];
  employees?: string[];
  /** every word appears in the company name */
  nameWords?: string[];
  /** the supplier's shortest lead time is at most this many days */
  maxLeadDays?: number;
  /** the supplier's minimum order (US dollars) is at most / at least this */
  minimumOrderAtMost?: number;
  minimumOrderAtLeast?: number;
  /** nothing should match */
  nothing?: true;
}

export interface EvalQuery {
  family: string;
  q: string;
  rule: Rule;
}

const P = {
  cnc: ['cnc-machining', 'cnc-milling', 'cnc-turning', '5-axis-machining', 'swiss-machining'],
  sheet: ['sheet-metal-fabrication', 'prototype-sheet-metal'],
  weld: ['welding-fabrication', 'mig-welding', 'tig-welding', 'robotic-welding', 'laser-welding', 'resistance-spot-welding'],
  molding: ['injection-molding'],
  plasticMolding: ['injection-molding', 'blow-molding', 'rotational-molding', 'thermoforming', 'urethane-casting'],
  pcba: ['pcb-assembly', 'surface-mount-technology-smt', 'through-hole-assembly'],
  powder: ['powder-coating'],
  anodize: ['anodizing'],
  heat: ['heat-treating'],
  dieCast: ['die-casting'],
  casting: ['sand-casting', 'investment-casting', 'die-casting', 'permanent-mold-casting'],
  printing: ['3d-printing', 'selective-laser-sintering-sls', 'stereolithography-sla', 'fused-deposition-modeling-fdm', 'multi-jet-fusion-mjf', 'direct-metal-laser-sintering-dmls', 'binder-jetting', 'directed-energy-deposition-ded'],
  stamping: ['metal-stamping', 'progressive-die-stamping', 'deep-drawing'],
  laser: ['laser-cutting'],
  harness: ['cable-and-wire-harness-assembly'],
  swiss: ['swiss-machining'],
  fiveAxis: ['5-axis-machining'],
  edm: ['electrical-discharge-machining-edm', 'wire-edm'],
  waterjet: ['waterjet-cutting'],
  plating: ['electroplating', 'electroless-nickel-plating'],
  composites: ['carbon-fiber-composites', 'fiberglass-fabrication', 'resin-transfer-molding-rtm', 'filament-winding', 'pultrusion'],
  turning: ['cnc-turning', 'swiss-machining'],
} as const;
type Process = keyof typeof P;
const caps = (...names: Process[]) => names.map((n) => [...P[n]]);

const PROCESS_WORDS: [string, Process][] = [
  ['cnc machining', 'cnc'], ['machine shop', 'cnc'], ['cnc milling', 'cnc'], ['sheet metal fabrication', 'sheet'], ['welding', 'weld'],
  ['injection molding', 'molding'], ['pcba', 'pcba'], ['pcb assembly', 'pcba'], ['powder coating', 'powder'], ['anodizing', 'anodize'],
  ['heat treating', 'heat'], ['die casting', 'dieCast'], ['foundry', 'casting'], ['3d printing', 'printing'], ['metal stamping', 'stamping'],
  ['laser cutting', 'laser'], ['wire harness', 'harness'], ['swiss machining', 'swiss'], ['5 axis machining', 'fiveAxis'], ['waterjet cutting', 'waterjet'],
];

const STATES: [string, string][] = [
  ['ohio', 'OH'], ['michigan', 'MI'], ['texas', 'TX'], ['california', 'CA'], ['pennsylvania', 'PA'], ['indiana', 'IN'], ['illinois', 'IL'],
  ['wisconsin', 'WI'], ['north carolina', 'NC'], ['georgia', 'GA'], ['minnesota', 'MN'], ['washington', 'WA'], ['florida', 'FL'], ['new york', 'NY'], ['tennessee', 'TN'],
];

const queries: EvalQuery[] = [];
const add = (family: string, q: string, rule: Rule) => queries.push({ family, q, rule });

// process alone, as typed
for (const [words, p] of PROCESS_WORDS) add('process', words, { caps: caps(p) });

// process + state: name, code, "in <state>", state first
const stateForms = (name: string, code: string, i: number) => [name, code, `in ${name}`][i % 3]!;
const PROCESS_STATE: [Process, string][] = [
  ['cnc', 'cnc machining'], ['anodize', 'anodizing'], ['weld', 'welding'], ['molding', 'injection molding'], ['sheet', 'sheet metal'],
  ['pcba', 'pcb assembly'], ['powder', 'powder coating'], ['stamping', 'metal stamping'], ['casting', 'castings'], ['laser', 'laser cutting'],
  ['heat', 'heat treating'], ['printing', '3d printing'], ['cnc', 'machine shop'], ['dieCast', 'die casting'], ['harness', 'wire harness'],
];
PROCESS_STATE.forEach(([p, words], i) => {
  const [name, code] = STATES[i % STATES.length]!;
  add('process+state', `${words} ${stateForms(name, code, i)}`, { caps: caps(p), state: code });
  const [name2, code2] = STATES[(i + 5) % STATES.length]!;
  if (i < 10) add('process+state', i % 2 ? `${name2} ${words}` : `${words} in ${name2}`, { caps: caps(p), state: code2 });
});

// process + certification, in the ways certificates are written
const CERTS: [string, string][] = [
  ['as9100', 'as9100'], ['AS 9100D', 'as9100'], ['iso 9001', 'iso-9001'], ['ISO 13485', 'iso-13485'], ['itar', 'itar'], ['IATF 16949', 'iatf-16949'],
  ['nadcap', 'nadcap'], ['ISO9001 certified', 'iso-9001'], ['itar registered', 'itar'], ['AS9100 certified', 'as9100'],
];
const CERT_PROCESS: Process[] = ['cnc', 'cnc', 'sheet', 'molding', 'pcba', 'stamping', 'heat', 'weld', 'cnc', 'printing'];
CERTS.forEach(([words, slug], i) => {
  const p = CERT_PROCESS[i]!;
  const processWords = PROCESS_WORDS.find(([, x]) => x === p)![0];
  add('process+cert', `${words} ${processWords}`, { caps: caps(p), certs: [slug] });
  add('process+cert', `${processWords} ${words}`.replace('machine shop', 'machining'), { caps: caps(p === 'cnc' ? 'cnc' : p), certs: [slug] });
});

// process + city (with its state)
const CITIES: [string, string, string][] = [
  ['Dayton', 'OH', 'dayton oh'], ['Houston', 'TX', 'houston tx'], ['Cleveland', 'OH', 'cleveland ohio'], ['Grand Rapids', 'MI', 'grand rapids mi'],
  ['Chicago', 'IL', 'chicago il'], ['Milwaukee', 'WI', 'milwaukee, wi'], ['Phoenix', 'AZ', 'phoenix az'], ['Dallas', 'TX', 'dallas tx'],
  ['Detroit', 'MI', 'detroit michigan'], ['Charlotte', 'NC', 'charlotte nc'], ['Minneapolis', 'MN', 'minneapolis mn'], ['Seattle', 'WA', 'seattle wa'],
  ['Indianapolis', 'IN', 'indianapolis in'], ['Pittsburgh', 'PA', 'pittsburgh pa'], ['Los Angeles', 'CA', 'los angeles ca'],
];
const CITY_PROCESS: Process[] = ['cnc', 'weld', 'cnc', 'molding', 'sheet', 'cnc', 'cnc', 'sheet', 'stamping', 'cnc', 'molding', 'cnc', 'weld', 'cnc', 'cnc'];
CITIES.forEach(([city, state, words], i) => {
  const p = CITY_PROCESS[i]!;
  add('process+city', `${PROCESS_WORDS.find(([, x]) => x === p)![0]} ${words}`, { caps: caps(p), nearCity: { city, state, miles: 25 } });
});

// materials
const MATERIAL_QUERIES: [string, string[], Process | null][] = [
  ['titanium machining', ['titanium'], 'cnc'], ['peek machining', ['peek'], 'cnc'], ['aluminum die casting', ['aluminum'], 'dieCast'],
  ['stainless steel welding', ['stainless-steel'], 'weld'], ['titanium', ['titanium'], null], ['inconel', ['inconel'], null], ['delrin', ['delrin'], null],
  ['aluminum anodizing', ['aluminum'], 'anodize'], ['nylon 3d printing', ['nylon'], 'printing'], ['brass cnc turning', ['brass'], 'turning'],
  ['zinc die casting', ['zinc'], 'dieCast'], ['abs injection molding', ['abs'], 'molding'], ['polycarbonate molding', ['polycarbonate'], 'plasticMolding'],
  ['tool steel', ['tool-steel'], null], ['copper stamping', ['copper'], 'stamping'],
];
for (const [q, materials, p] of MATERIAL_QUERIES) add('material', q, { materials, ...(p ? { caps: caps(p) } : {}) });

// near a ZIP code
const ZIPS: [string, Process, string][] = [
  ['44114', 'cnc', 'cnc machining near 44114'], ['77002', 'weld', 'welding within 25 miles of 77002'], ['48226', 'molding', 'injection molding 48226'],
  ['46204', 'sheet', 'sheet metal near 46204'], ['60601', 'cnc', 'machine shop within 30 miles of 60601'], ['53202', 'powder', 'powder coating near 53202'],
  ['19103', 'pcba', 'pcb assembly near 19103'], ['90012', 'cnc', 'cnc within 20 miles of 90012'], ['28202', 'weld', 'welders near 28202'],
  ['10001', 'printing', '3d printing near 10001'], ['30303', 'sheet', 'sheet metal fabrication 30303'], ['37203', 'stamping', 'metal stamping near 37203'],
  ['55401', 'molding', 'plastic injection molding near 55401'], ['98101', 'cnc', 'cnc machining within 100 miles of 98101'], ['33130', 'anodize', 'anodizing near 33130'],
];
for (const [zip, p, q] of ZIPS) {
  const miles = Number(/within (\d+) miles/.exec(q)?.[1] ?? 50);
  add('near-zip', q, { caps: caps(p), nearZip: { zip, miles } });
}

// misspellings of process + place
const MISSPELT: [string, Process, string | null][] = [
  ['cnc machinng ohio', 'cnc', 'OH'], ['anodizng michigan', 'anodize', 'MI'], ['injecton molding texas', 'molding', 'TX'], ['sheet metl california', 'sheet', 'CA'],
  ['weldng pennsylvania', 'weld', 'PA'], ['powdr coating', 'powder', null], ['machinig', 'cnc', null], ['pcb asembly', 'pcba', null],
  ['heat treatng ohio', 'heat', 'OH'], ['die castng michigan', 'dieCast', 'MI'], ['metal stampng', 'stamping', null], ['laser cuting texas', 'laser', 'TX'],
  ['wire harnes', 'harness', null], ['anodising', 'anodize', null], ['injection moulding illinois', 'molding', 'IL'],
];
for (const [q, p, state] of MISSPELT) add('misspelling', q, { caps: caps(p), ...(state ? { state } : {}) });

// industry and company size words
add('industry-size', 'aerospace machining', { caps: caps('cnc'), industries: ['aerospace'] });
add('industry-size', 'medical injection molding', { caps: caps('molding'), industries: ['medical-devices'] });
add('industry-size', 'small shop sheet metal', { caps: caps('sheet'), employees: ['1-10', '11-50'] });
add('industry-size', 'automotive stamping michigan', { caps: caps('stamping'), industries: ['automotive'], state: 'MI' });
add('industry-size', 'defense pcb assembly', { caps: caps('pcba'), industries: ['defense'] });
add('industry-size', 'oil and gas welding texas', { caps: caps('weld'), industries: ['oil-gas'], state: 'TX' });
add('industry-size', 'large injection molder', { caps: caps('molding'), employees: ['501-1000', '1000+'] });
add('industry-size', 'medical device machining minnesota', { caps: caps('cnc'), industries: ['medical-devices'], state: 'MN' });
add('industry-size', 'space composites', { caps: caps('composites'), industries: ['space'] });
add('industry-size', 'small machine shop ohio', { caps: caps('cnc'), employees: ['1-10', '11-50'], state: 'OH' });

// counties
add('county', 'welding allegheny county', { caps: caps('weld'), county: '42003' });
add('county', 'cnc machining cuyahoga county', { caps: caps('cnc'), county: '39035' });
add('county', 'injection molding kent county mi', { caps: caps('molding'), county: '26081' });
add('county', 'sheet metal harris county', { caps: caps('sheet'), county: '48201' });
add('county', 'machine shop in los angeles county', { caps: caps('cnc'), county: '06037' });

// queries that should return nothing
for (const q of ['qzxv plorf', 'zzyzx quux', 'flux capacitor repair', 'xylophone tuning', 'underwater basket weaving']) add('nothing', q, { nothing: true });
add('nothing', 'pcb assembly wyoming nadcap', { caps: caps('pcba'), state: 'WY', certs: ['nadcap'] });
add('nothing', 'swiss machining alaska iso 13485', { caps: caps('swiss'), state: 'AK', certs: ['iso-13485'] });
add('nothing', 'die casting vermont nadcap', { caps: caps('dieCast'), state: 'VT', certs: ['nadcap'] });
add('nothing', 'wire harness wyoming as9100', { caps: caps('harness'), state: 'WY', certs: ['as9100'] });
add('nothing', 'waterjet cutting hawaii itar', { caps: caps('waterjet'), state: 'HI', certs: ['itar'] });

// issue 38: an ordinary or unknown word next to words the search knows: it must not change what is relevant
const UNKNOWN_WORD: [string, Rule][] = [
  ['cnc machining parts ohio', { caps: caps('cnc'), state: 'OH' }],
  ['welding contractor texas', { caps: caps('weld'), state: 'TX' }],
  ['injection molding components', { caps: caps('molding') }],
  ['anodizing services michigan', { caps: caps('anodize'), state: 'MI' }],
  ['heat treating lab', { caps: caps('heat') }],
  ['sheet metal house in indiana', { caps: caps('sheet'), state: 'IN' }],
  ['pcb assembly vendor california', { caps: caps('pcba'), state: 'CA' }],
  ['powder coating shop for bicycle frames', { caps: caps('powder') }],
  ['machine shop for gearbox housings ohio', { caps: caps('cnc'), state: 'OH' }],
  ['laser cutting signage brackets', { caps: caps('laser') }],
  ['metal stamping for appliance brackets michigan', { caps: caps('stamping'), state: 'MI' }],
  ['die casting enclosures', { caps: caps('dieCast') }],
  ['waterjet cutting batch', { caps: caps('waterjet') }],
  ['3d printing fast', { caps: caps('printing') }],
  ['welding bakery equipment wisconsin', { caps: caps('weld'), state: 'WI' }],
];
for (const [q, rule] of UNKNOWN_WORD) add('unknown-word', q, rule);

// lead time and order size words, read from the profile's lead time and minimum order
const QUICK = 10;
const LEAD_VOLUME: [string, Rule][] = [
  ['rush cnc machining', { caps: caps('cnc'), maxLeadDays: QUICK }],
  ['quick turn sheet metal ohio', { caps: caps('sheet'), state: 'OH', maxLeadDays: QUICK }],
  ['welding within 7 days', { caps: caps('weld'), maxLeadDays: 7 }],
  ['fast turnaround laser cutting texas', { caps: caps('laser'), state: 'TX', maxLeadDays: QUICK }],
  ['machine shop 2 week lead time', { caps: caps('cnc'), maxLeadDays: 14 }],
  ['small batch cnc machining', { caps: caps('cnc'), minimumOrderAtMost: 500 }],
  ['low moq injection molding', { caps: caps('molding'), minimumOrderAtMost: 500 }],
  ['high volume metal stamping', { caps: caps('stamping'), minimumOrderAtLeast: 2500 }],
  ['production runs die casting michigan', { caps: caps('dieCast'), state: 'MI', minimumOrderAtLeast: 1000 }],
  ['short run sheet metal', { caps: caps('sheet'), minimumOrderAtMost: 1000 }],
  ['prototype quantities pcb assembly', { caps: caps('pcba'), minimumOrderAtMost: 500 }],
  ['mass production injection molding ohio', { caps: caps('molding'), state: 'OH', minimumOrderAtLeast: 2500 }],
];
for (const [q, rule] of LEAD_VOLUME) add('lead-volume', q, rule);

// a local query with few full matches: the fill must come from near the place (relevant = within 100 miles)
const DISTANCE_FILL: [string, Process, string, string][] = [
  ['pcb assembly dayton oh', 'pcba', 'Dayton', 'OH'], ['die casting grand rapids mi', 'dieCast', 'Grand Rapids', 'MI'],
  ['anodizing pittsburgh pa', 'anodize', 'Pittsburgh', 'PA'], ['wire harness charlotte nc', 'harness', 'Charlotte', 'NC'],
  ['swiss machining minneapolis mn', 'swiss', 'Minneapolis', 'MN'], ['heat treating milwaukee, wi', 'heat', 'Milwaukee', 'WI'],
];
for (const [q, p, city, state] of DISTANCE_FILL) add('distance-fill', q, { caps: caps(p), nearCity: { city, state, miles: 100 } });

// industries as a facet, in the ways buyers write them
add('industry', 'semiconductor machining', { caps: caps('cnc'), industries: ['semiconductors'] });
add('industry', 'defence sheet metal', { caps: caps('sheet'), industries: ['defense'] });
add('industry', 'medical 3d printing', { caps: caps('printing'), industries: ['medical-devices'] });
add('industry', 'aerospace anodizing', { caps: caps('anodize'), industries: ['aerospace'] });
add('industry', 'oil & gas machining texas', { caps: caps('cnc'), industries: ['oil-gas'], state: 'TX' });

/** Company names: chosen from the data by the runner (every n-th supplier), so they exist whatever the seed. */
export function nameQueries(names: string[]): EvalQuery[] {
  return names.map((name, i) => {
    const base = name.replace(/\s+(Inc\.|LLC|Co\.|Corp\.)$/, '');
    const q = i % 2 ? base.toLowerCase() : base;
    return { family: 'company-name', q, rule: { nameWords: q.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && w !== 'and') } };
  });
}

export const QUERIES = queries;
