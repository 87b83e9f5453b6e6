/**
 * The learned side of the classifier: a naive Bayes text model (wink-naive-bayes-text-classifier) over a line's
 * words and column features, trained by `npm run train:bom` from the labelled train files and stored as a
 * versioned file (services/models/bom-classifier.json). It speaks only when the explainable vote is unsure, and
 * its evidence names the model version and the features that carried it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NormalizedLine } from './normalize.js';

interface WinkClassifier {
  definePrepTasks(tasks: ((input: string[]) => string[])[]): number;
  defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
  learn(input: string[], label: string): boolean;
  consolidate(): boolean;
  computeOdds(input: string[]): [string, number][];
  exportJSON(): string;
  importJSON(json: string): boolean;
}

const require = createRequire(import.meta.url);
const createWink = require('wink-naive-bayes-text-classifier') as () => WinkClassifier;

export const MODEL_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../models/bom-classifier.json');

export interface StoredModel {
  version: string;
  trainedAt: string;
  samples: number;
  labels: Record<string, number>;
  sources: string[];
  wink: string;
}

export function newClassifier(): WinkClassifier {
  const nb = createWink();
  nb.definePrepTasks([(tokens) => tokens]);
  nb.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  return nb;
}

const WORD = /[a-z][a-z0-9+#-]{1,}|\d+(?:\.\d+)?(?:mm|nf|uf|pf|k|m|v|a|w)\b/g;

function hostOf(text: string): string {
  return text.match(/^(?:https?:\/\/)?(?:www\.|us\.|m\.|de\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})/i)?.[1]?.toLowerCase() ?? '';
}

/** Words of the line's text and one token per column cue (supplier, link host, ref des prefix, file type…). */
export function lineFeatures(line: NormalizedLine, context: { cadAssembly?: boolean } = {}): string[] {
  const text = [line.description || line.displayName, line.value, line.notes, line.processHint, line.material, line.makeBuy, line.usedIn]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const tokens = new Set(text.match(WORD) ?? []);
  const add = (t: string) => tokens.add(t);
  const host = hostOf(line.link) || hostOf(line.supplier);
  if (host) add(`host:${host}`);
  if (line.supplier && !/^https?:/i.test(line.supplier)) add(`supplier:${line.supplier.toLowerCase().slice(0, 40)}`);
  if (/^https?:|^www\./i.test(line.link)) add('has:link');
  if (line.mpn) add('has:mpn');
  if (line.manufacturer) add('has:manufacturer');
  if (line.supplierPn) add('has:supplier-pn');
  if (line.unitPrice !== null) add('has:price');
  if (line.material) add('has:material');
  if (!line.link && !line.supplier && !line.mpn && !line.manufacturer && line.unitPrice === null) add('has:no-sourcing');
  const ref = line.refDes[0]?.match(/^([A-Z]+)\d/)?.[1];
  if (ref) add(`ref:${ref}`);
  for (const ext of (Object.values(line.attributes).join(' ') + ' ' + line.link).toLowerCase().match(/\.(stl|3mf|step|stp|dxf|svg|gbr|kicad_pcb)\b/g) ?? []) add(`file:${ext}`);
  if (context.cadAssembly) add('fmt:cad');
  return [...tokens];
}

export interface LearnedModel {
  version: string;
  /** The best label with its log-odds against the others, or null when the model has no opinion. */
  predict(features: string[]): { label: string; odds: number; tokens: string[] } | null;
}

export function modelFromJson(stored: StoredModel): LearnedModel {
  const nb = newClassifier();
  nb.importJSON(stored.wink);
  nb.consolidate();
  const vocabulary = new Set((JSON.parse(stored.wink) as unknown[])[4] as string[]);
  return {
    version: stored.version,
    predict(features) {
      const known = features.filter((f) => vocabulary.has(f));
      if (known.length === 0) return null;
      const [best] = nb.computeOdds(known);
      if (!best || best[1] === 0) return null;
      return { label: best[0], odds: best[1], tokens: known.slice(0, 4) };
    },
  };
}

let loaded: LearnedModel | null | undefined;

/** The committed model, read once per thread; null when none has been trained. */
export function learnedModel(): LearnedModel | null {
  if (loaded === undefined) loaded = existsSync(MODEL_FILE) ? modelFromJson(JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as StoredModel) : null;
  return loaded;
}
