import type { LineKind } from '@forge/contract';
import { glossChinese } from './chinese-terms.js';
import { columnVotes } from './column-evidence.js';
import { contextVotes, type LineContext } from './context-evidence.js';
import { isNote, NON_PART_HEADS, readHead, type HeadClass } from './head-noun.js';
import { learnedModel, lineFeatures } from './learned-model.js';
import type { NormalizedLine } from './normalize.js';
import { processRef, type ProcessSlug, type StandardCategory } from './processes.js';
import { CUSTOM_FINISH, CUSTOM_SHOPS, MATERIAL_PROCESS, PN_PATTERNS, REFDES_CATEGORY, SIZE_PATTERNS, STANDARD_MAKERS } from './part-cues.js';
import { C, LONGEST_PHRASE, NOT_A_PART, PHRASES, S, type Target } from './vocabulary.js';

/**
 * An explainable BOM line classifier: curated vocabulary (longest phrase first), column cues (material,
 * finish, make/buy, manufacturer, ref des) and part-number patterns add weighted votes for "custom via
 * process X" or "standard part of category Y". The votes that decided are returned as evidence.
 */

export type { LineKind } from '@forge/contract';

export interface Classification {
  kind: LineKind;
  process: { slug: string; name: string } | null;
  standardCategory: StandardCategory | null;
  confidence: number;
  evidence: string[];
}

interface Vote {
  target: Target;
  weight: number;
  why: string;
}

const STOPWORD_SPLIT = /[^a-z0-9µμ.#/&+%"'-]+/;

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[,;:()[\]{}|]/g, ' ')
    .split(STOPWORD_SPLIT)
    .map((t) => t.replace(/^[-'".]+|[-'".]+$/g, ''))
    .filter(Boolean);
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('es') && /(sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Greedy longest-phrase match: "sheet metal screw" is a screw, not sheet metal. Within one comma-separated
 * segment the last recognised phrase is the head noun ("motor mount" is a mount): earlier phrases of the
 * other kind count a third.
 */
function phraseVotes(text: string, field: string, scale: number, votes: Vote[], notAPart?: string[]): void {
  for (const segment of text.split(/[,;(]+/)) {
    const words = tokens(segment);
    const found: Vote[] = [];
    for (let i = 0; i < words.length; ) {
      let matched = 0;
      for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1; n--) {
        const slice = words.slice(i, i + n);
        let key = slice.join(' ');
        let hits = PHRASES.get(key);
        if (!hits) {
          slice[n - 1] = singular(slice[n - 1]!);
          key = slice.join(' ');
          hits = PHRASES.get(key);
        }
        if (notAPart && NOT_A_PART.has(key) && (!hits || n > 1 || words.length <= 3)) {
          notAPart.push(`${field}: "${words.slice(i, i + n).join(' ')}" (not a part to source)`);
        }
        if (hits) {
          for (const hit of hits) found.push({ target: hit.target, weight: hit.weight * scale, why: `${field}: "${words.slice(i, i + n).join(' ')}"` });
          matched = n;
          break;
        }
      }
      i += matched || 1;
    }
    const head = found.at(-1);
    for (const vote of found) {
      // Explicit process words ("3D printed battery holder") say how it is made whatever the noun.
      const modifier = head && vote !== head && ('p' in vote.target) !== ('p' in head.target) && vote.why !== head.why && !('p' in vote.target && vote.weight >= 3 * scale);
      votes.push(modifier ? { ...vote, weight: vote.weight * 0.35 } : vote);
    }
  }
}

const MAKE_HINT = /^(make|mfg|manufacture|manufactured|fab|fabricate|fabricated|custom|in-house|m)$/i;
const BUY_HINT = /^(buy|purchase|purchased|cots|off-the-shelf|off the shelf|catalog|b|standard|std|oem|commercial)$/i;

/** The document around a line (sheet, section, markers, a make/buy value) and the file's format. */
export interface ClassifyContext extends LineContext {
  /** The file is a CAD assembly export (SolidWorks, Onshape, Fusion 360, Inventor): its lines are modelled parts. */
  cadAssembly?: boolean;
}

/** Process words that say how a part is made, not what it is ("machined", "cnc", "custom"): never a head. */
const HOW_NOT_WHAT = /(ed|ing|cut)$|^(custom|cnc|make|print|3d print|sla|sls|fdm|mjf|dmls|slm|fff|edm|5-axis|5 axis|lathe|additive|additively|in-house|inhouse|in house|to print|per .+|see .+|drawing|dwg|drawing rev|made to order|fabricate|fab part|proprietary|tolerance|gd&t|bend|bends|bent|cast|weld|mold|mould|fr4|fr-4|enig|hasl|gerbers?|waterjet|water jet|thermoform|\d-layer|\d layer|carbon fib(er|re)|cfrp|gfrp|frp|fiberglass|prepreg|ceramic|alumina|zirconia|macor)$/;

/** The classifier's own vocabulary as head nouns: standard-part words are catalogue items, made forms forms. */
function vocabularyHead(key: string): HeadClass | null {
  const hits = PHRASES.get(key);
  if (!hits) return null;
  if (hits.some((h) => 's' in h.target)) return 'catalogue';
  return hits.some((h) => h.weight >= 1.4) && !HOW_NOT_WHAT.test(key) ? 'custom-form' : null;
}

/** Processes named by a material ("carbon fiber", "ceramic"): a material word does not make stock a part. */
const MATERIAL_NAMED = new Set<string>(['carbon-fiber-composites', 'technical-ceramics-fabrication', 'glass-fabrication']);

/** The phrase a description vote quotes: `description: "cnc"` → cnc. */
const quoted = (why: string) => why.match(/"([^"]+)"/)?.[1]?.toLowerCase() ?? '';

/**
 * The head noun outweighs the other words: under a catalogue head, process words that are not participles
 * ("CNC expansion board", "PCB connector") name what it goes with; under a made form, the catalogue parts the
 * notes mention ("goes on top of the pulley") are what it touches.
 */
function weighByHead(votes: Vote[], headClass: HeadClass | null, head: string): void {
  for (const vote of votes) {
    const fromDescription = vote.why.startsWith('description');
    if (headClass === 'catalogue' && 'p' in vote.target && fromDescription && !/(ed|cut)$|^custom/.test(quoted(vote.why))) vote.weight *= 0.35;
    else if (headClass === 'custom-form' && 's' in vote.target && vote.why.startsWith('notes:')) vote.weight *= 0.4;
    // "Belt tensioner", "bearing holder": a catalogue word in front of a made form names what it holds.
    else if (headClass === 'custom-form' && 's' in vote.target && fromDescription && !head.endsWith(quoted(vote.why))) vote.weight *= 0.35;
    // Stock made into a part ("armrest support tube, bent"): the stock word is no catalogue item.
    else if (headClass === 'raw-stock' && 's' in vote.target && fromDescription && head.endsWith(quoted(vote.why))) vote.weight = 0;
  }
}

const NON_PART_LABELS: Record<'raw-stock' | 'consumable' | 'fee' | 'service', string> = {
  'raw-stock': 'raw stock, cut or formed later',
  consumable: 'a consumable',
  fee: 'a fee, not a part',
  service: 'a service, not a part',
};

export function classifyLine(line: NormalizedLine, context: ClassifyContext = {}): Classification {
  const votes: Vote[] = [];
  const notAPart: string[] = [];
  const gloss = glossChinese(line.description);
  const described = gloss ? gloss.text : line.description;
  const descriptionField = gloss ? `description (${gloss.read.slice(0, 2).join(', ')})` : 'description';
  const reading = readHead(described, vocabularyHead, line.material);
  // The words after "for / with / of" say what the part goes with, not what it is: they weigh a third.
  const ownText = reading.complement ? `${reading.phrase}${reading.rest}` : described;
  const description = [ownText, line.notes].filter(Boolean).join(' ; ');
  phraseVotes(ownText, descriptionField, 1, votes, notAPart);
  // "Custom HAT", "custom cable": a line that opens with "custom" says it is made to order, whatever the noun.
  if (/^custom\b/i.test(described.trim())) votes.push({ target: C('generic'), weight: 1.5, why: 'description opens with "custom"' });
  if (reading.complement) phraseVotes(reading.complement, `${descriptionField}, what it goes with`, 0.35, votes);
  if (isNote(described) && !line.partNumber && !line.mpn) {
    return { kind: 'unknown', process: null, standardCategory: null, confidence: 0.8, evidence: ['description: a note or instruction (not a part to source)'] };
  }
  const nonPart = reading.headClass ? NON_PART_HEADS[reading.headClass] : undefined;
  if (nonPart === 'fee' || nonPart === 'service') return nonPartLine(nonPart, reading.head, votes);
  if (line.notes) phraseVotes(line.notes, 'notes', 0.7, votes);
  if (!line.description && line.partNumber) phraseVotes(line.partNumber, 'part number', 0.5, votes, notAPart);
  // KiCad and Eagle files often have no description: the value ("Arduino Nano", "10k") names the part.
  if (!line.description && line.value) phraseVotes(line.value, 'value', 0.8, votes, notAPart);
  // A "footprint" written as prose ("Turnkey PCB assembly incl. coating") is a description in the wrong column.
  if (!line.description && /\S+\s+\S+\s+\S+/.test(line.footprint) && !/[:_]/.test(line.footprint)) phraseVotes(line.footprint, 'footprint', 0.9, votes);
  if (notAPart.length && !votes.some((v) => v.weight >= 3)) {
    return { kind: 'unknown', process: null, standardCategory: null, confidence: 0.8, evidence: notAPart.slice(0, 3) };
  }
  const gauge = description.match(/\b\d{1,2}\s?(ga|gauge|gage)\b|\b(0?\.0[2-9]\d|0?\.1[0-2]\d)"?\s*(thk|thick|sheet)?\b(?=.*\b(sheet|bent|formed|ga)\b)/i);
  if (gauge) votes.push({ target: C('sheet-metal-fabrication'), weight: 2.5, why: `sheet gauge: "${gauge[0].trim()}"` });

  const hint = line.processHint.trim();
  if (hint) {
    if (MAKE_HINT.test(hint)) votes.push({ target: C('generic'), weight: 3.5, why: `process column: "${hint}" (make)` });
    else if (BUY_HINT.test(hint)) votes.push({ target: S('generic'), weight: 3.5, why: `process column: "${hint}" (buy)` });
    else phraseVotes(hint, 'process column', 1.5, votes);
  }

  for (const [re, category, why] of SIZE_PATTERNS) {
    const m = description.match(re);
    const aside = m ? null : reading.complement.match(re);
    const weight = (category === 'fasteners' ? 2.5 : 2) * (aside ? 0.35 : 1);
    if (m || aside) votes.push({ target: S(category), weight, why: `${why}: "${(m ?? aside)![0].trim()}"${aside ? ' (what it goes with)' : ''}` });
  }

  for (const code of [line.mpn, line.partNumber, line.description ? '' : line.value]) {
    const value = code.trim();
    if (!value) continue;
    for (const [re, category, why] of PN_PATTERNS) {
      if (re.test(value)) {
        votes.push({ target: S(category), weight: code === line.mpn ? 3.5 : 3, why: `${why}: ${value}` });
        break;
      }
    }
  }

  let maker = line.manufacturer.trim();
  if (!maker) {
    // Catalogue numbers are often written "SMC MXH10-20", "OMRON E2E-X2D1-N".
    const lead = line.partNumber.match(/^([A-Za-z&-]{2,12})\s+\S/)?.[1];
    if (lead && STANDARD_MAKERS.some(([re]) => re.test(lead))) maker = lead;
  }
  if (maker) {
    const shop = CUSTOM_SHOPS.find(([re]) => re.test(maker));
    const std = shop ? undefined : STANDARD_MAKERS.find(([re]) => re.test(maker));
    if (shop) votes.push({ target: C(shop[1]), weight: 3, why: `manufacturer: ${maker} (makes to order)` });
    else if (std) votes.push({ target: S(std[1]), weight: 3, why: `manufacturer: ${maker} (catalogue maker)` });
    else if (line.mpn) votes.push({ target: S('generic'), weight: 2, why: `manufacturer and MPN given: ${maker} ${line.mpn}` });
    else if (!/^[-–—.?]+$|^(n\/?a|none|tbd|various)$/i.test(maker)) votes.push({ target: S('generic'), weight: 1.6, why: `bought from ${maker}` });
  } else if (line.mpn) {
    votes.push({ target: S('generic'), weight: 1, why: `MPN given: ${line.mpn}` });
  }

  // Ref des prefixes of board components (R, C, U, J...) say "bought part"; others (ENC, PCB, ASSY) say nothing.
  const firstRef = line.refDes[0];
  const refCategory = firstRef ? REFDES_CATEGORY.find(([re]) => re.test(firstRef) && /^[A-Z]{1,3}\d+$/i.test(firstRef)) : undefined;
  if (refCategory && !/^(pcb|pwb|brd)\d*$/i.test(firstRef!)) {
    votes.push({
      target: S(refCategory[1]),
      weight: 2.5,
      why: `ref des ${line.refDes.slice(0, 3).join(' ')}${line.refDes.length > 3 ? '…' : ''} (${refCategory[2]})`,
    });
  }

  const material = line.material.trim();
  const materialText = [material, line.description].join(' ');
  let materialProcess: { slug: ProcessSlug; why: string; token: string } | null = null;
  for (const [re, slug, why] of MATERIAL_PROCESS) {
    const m = materialText.match(re);
    if (m) {
      materialProcess = { slug, token: m[0], why: `${material && re.test(material) ? 'material' : 'description'}: "${m[0]}" (${why})` };
      break;
    }
  }
  // CAD exports fill the material of every modelled body (bearings and screws too): there it says little.
  if (material && !context.cadAssembly && !/^[-–—.?]+$|^(n\/?a|none|-)$/i.test(material)) {
    votes.push({ target: C('generic'), weight: 1.2, why: `material specified: "${material}"` });
    phraseVotes(material, 'material', 0.6, votes);
  }
  if (materialProcess) {
    // Bare metal names (steel, aluminum) say little about the process; alloys and grades say more.
    const generic = /^(steel|aluminum|aluminium|al|alum|stainless|brass|copper|bronze|nylon|acrylic)$/i.test(materialProcess.token);
    votes.push({ target: C(materialProcess.slug), weight: (material ? 1.5 : 0.8) * (generic ? 0.5 : 1), why: materialProcess.why });
  }

  const finishText = [line.finish, line.description, line.notes].join(' ');
  const finish = finishText.match(CUSTOM_FINISH);
  if (finish) votes.push({ target: C('generic'), weight: 1.5, why: `finish: "${finish[0]}"` });
  if (line.revision) votes.push({ target: C('generic'), weight: 0.8, why: `revision ${line.revision}` });
  votes.push(...columnVotes(line), ...contextVotes(line, context));
  // A sentence in the supplier column ("Download all 3D printed parts…") is read like a note.
  if (line.supplier.trim().split(/\s+/).length >= 3 && !/^https?:/i.test(line.supplier)) phraseVotes(line.supplier, 'supplier', 1, votes);
  if (context.cadAssembly && !line.supplier && !line.link && !line.mpn && !line.manufacturer) {
    votes.push({ target: C('generic'), weight: 1.6, why: 'CAD assembly export: a modelled part with no supplier or catalogue number' });
  }

  // The head noun: what the line is weighs more than a word it mentions.
  weighByHead(votes, reading.headClass, reading.head);
  const madeExplicitly = votes.some((v) => 'p' in v.target && v.weight >= 3 && !(nonPart && MATERIAL_NAMED.has(v.target.p)));
  if (nonPart && !madeExplicitly) return nonPartLine(nonPart, reading.head, votes);
  if (nonPart === 'raw-stock' && /\b(tube|tubing|pipe)\b/.test(reading.head) && /\bbent\b|\bbend/i.test(description)) {
    votes.push({ target: C('tube-bending'), weight: 4, why: `bent ${reading.head} (tube bending)` });
  }
  if (reading.headClass === 'custom-form') votes.push({ target: C('generic'), weight: 2, why: `head noun: "${reading.head}" (the form of a made part)` });
  else if (reading.headClass === 'catalogue' && !madeExplicitly) {
    votes.push({ target: S('generic'), weight: 2.2, why: `head noun: "${reading.head}" (a catalogue item)` });
  }
  return consultModel(decide(votes), line, context);
}

/** Raw stock, consumables, fees and services: kinds of their own, never matched to fabricators. */
function nonPartLine(kind: 'raw-stock' | 'consumable' | 'fee' | 'service', head: string, votes: Vote[]): Classification {
  const others = votes.map((v) => v.why).filter((why, i, all) => all.indexOf(why) === i).slice(0, 3);
  return { kind, process: null, standardCategory: null, confidence: 0.8, evidence: [`head noun: "${head}" (${NON_PART_LABELS[kind]})`, ...others] };
}

/** Log-odds the learned model needs before it decides a line the vote left unsure. */
const MODEL_MIN_ODDS = 1.5;

/**
 * When the explainable vote finds no answer (unknown), the learned model may decide; its evidence says
 * so, with its version and the features it used, followed by the vote's own evidence.
 */
function consultModel(voted: Classification & { weakProcess?: boolean }, line: NormalizedLine, context: ClassifyContext): Classification {
  const { weakProcess, ...vote } = voted;
  if (vote.kind === 'custom' && weakProcess) return modelProcess(vote, line, context);
  if (vote.kind !== 'unknown') return vote;
  const model = learnedModel();
  const guess = model?.predict(lineFeatures(line, context));
  if (!model || !guess || guess.odds < MODEL_MIN_ODDS || guess.label === 'unknown') return vote;
  const [kind, slug] = guess.label.split(':') as [LineKind, string | undefined];
  const why = `learned model ${model.version}: ${guess.label} (log-odds ${guess.odds.toFixed(1)}; ${guess.tokens.join(', ')})`;
  return {
    kind,
    process: kind === 'custom' && slug && slug !== '?' ? processRef(slug as ProcessSlug) : null,
    standardCategory: null,
    confidence: round(Math.min(0.75, 0.4 + guess.odds / 20)),
    evidence: [why, ...vote.evidence.filter((e) => !e.startsWith('no recognised'))].slice(0, 5),
  };
}

/**
 * A custom line whose process only a shape noun suggests (a "cart plate" is not welded because carts often are):
 * the learned model, trained on how such BOMs make such parts, may name the process instead.
 */
function modelProcess(voted: Classification, line: NormalizedLine, context: ClassifyContext): Classification {
  const model = learnedModel();
  const guess = model?.predict(lineFeatures(line, context));
  const slug = guess?.label.startsWith('custom:') ? guess.label.slice('custom:'.length) : '';
  if (!model || !guess || guess.odds < MODEL_MIN_ODDS || !slug || slug === '?') return voted;
  const why = `learned model ${model.version}: made by ${slug} (log-odds ${guess.odds.toFixed(1)}; ${guess.tokens.join(', ')})`;
  return { ...voted, process: processRef(slug as ProcessSlug), evidence: [...voted.evidence.slice(0, 4), why] };
}

function decide(votes: Vote[]): Classification & { weakProcess?: boolean } {
  const processScores = new Map<ProcessSlug, number>();
  const categoryScores = new Map<StandardCategory, number>();
  let customGeneric = 0;
  let standardGeneric = 0;
  const nounTotals = new Map<string, number>();
  for (const vote of votes) {
    if ('p' in vote.target) {
      // Shape nouns (bracket, panel, frame...) add up to 2 per process at most: three nouns are not a process.
      let weight = vote.weight;
      if (weight <= 1.4 && vote.why.startsWith('description')) {
        const used = nounTotals.get(vote.target.p) ?? 0;
        weight = Math.max(0, Math.min(weight, 2 - used));
        nounTotals.set(vote.target.p, used + weight);
      }
      if (vote.target.p === 'generic') customGeneric += weight;
      else processScores.set(vote.target.p, (processScores.get(vote.target.p) ?? 0) + weight);
    } else if (vote.target.s === 'generic') standardGeneric += vote.weight;
    else categoryScores.set(vote.target.s, (categoryScores.get(vote.target.s) ?? 0) + vote.weight);
  }
  const best = <K>(scores: Map<K, number>): [K | null, number] => {
    let key: K | null = null;
    let value = 0;
    for (const [k, v] of scores) if (v > value) [key, value] = [k, v];
    return [key, value];
  };
  // Castings and forgings are usually machined afterwards: the near-net process is the one to source.
  const nearNet = (['forging', 'investment-casting', 'sand-casting', 'die-casting'] as ProcessSlug[]).find((p) => (processScores.get(p) ?? 0) >= 3);
  if (nearNet && processScores.has('cnc-machining')) {
    processScores.set(nearNet, processScores.get(nearNet)! + Math.min(processScores.get('cnc-machining')!, 1.5));
    processScores.delete('cnc-machining');
  }
  // A PCBA line mentions its board (layers, ENIG): those words support the assembly, not a bare board.
  if (processScores.has('pcb-assembly') && processScores.has('pcb-fabrication')) {
    processScores.set('pcb-assembly', processScores.get('pcb-assembly')! + processScores.get('pcb-fabrication')!);
    processScores.delete('pcb-fabrication');
  }
  const [processSlug, processScore] = best(processScores);
  const [category, categoryScore] = best(categoryScores);
  // Other processes add a little (several custom cues agree it is made), capped so they don't dominate.
  const otherProcess = [...processScores.values()].reduce((a, b) => a + b, 0) - processScore;
  const otherCategory = [...categoryScores.values()].reduce((a, b) => a + b, 0) - categoryScore;
  const custom = processScore + customGeneric + Math.min(otherProcess, 1.5) * 0.5;
  const standard = categoryScore + standardGeneric + Math.min(otherCategory, 1.5) * 0.5;
  const winner = Math.max(custom, standard);
  const loser = Math.min(custom, standard);
  const evidenceFor = (isCustom: boolean) =>
    votes
      .filter((v) => ('p' in v.target) === isCustom)
      .sort((a, b) => b.weight - a.weight)
      .map((v) => v.why)
      .filter((why, i, all) => all.indexOf(why) === i)
      .slice(0, 5);

  if (winner < 1.5 || winner - loser < 0.5) {
    const evidence = [...evidenceFor(true), ...evidenceFor(false)].slice(0, 5);
    return {
      kind: 'unknown',
      process: null,
      standardCategory: null,
      confidence: round(winner < 1.5 ? Math.max(0.3, 1 - winner / 2) : 0.5),
      evidence: evidence.length ? evidence : ['no recognised words, part-number pattern or column cue'],
    };
  }
  const margin = (winner - loser) / (winner + 1.5);
  const strength = Math.min(1, winner / 4);
  let confidence = 0.35 + 0.64 * margin * (0.6 + 0.4 * strength);
  if (custom > standard) {
    if (!processSlug) confidence *= 0.75;
    return {
      kind: 'custom',
      weakProcess: processScore < 2,
      process: processSlug ? processRef(processSlug) : null,
      standardCategory: null,
      confidence: round(confidence),
      evidence: evidenceFor(true),
    };
  }
  return { kind: 'standard', process: null, standardCategory: category, confidence: round(confidence), evidence: evidenceFor(false) };
}

function round(value: number): number {
  return Math.round(Math.min(0.99, Math.max(0, value)) * 100) / 100;
}
