import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The words of a message as wink-nlp reads them (its English model: tokens, lemmas, number entities), so the
 * intent rules match "suppliers", "supplier" and "machinists" alike without a hand-written tokenizer.
 */
const nlp = winkNLP(model);
const its = nlp.its;

export interface ReadMessage {
  text: string;
  lower: string;
  /** lemmas of word tokens, lower case */
  lemmas: string[];
  lemmaSet: Set<string>;
  /** cardinal numbers in order */
  numbers: number[];
}

export function readMessage(text: string): ReadMessage {
  const doc = nlp.readDoc(text);
  const types = doc.tokens().out(its.type) as string[];
  const lemmas = (doc.tokens().out(its.lemma) as string[]).map((l) => l.toLowerCase()).filter((_, i) => types[i] === 'word' || types[i] === 'number');
  const numbers = (doc.entities().out(its.detail) as { value: string; type: string }[])
    .filter((e) => e.type === 'CARDINAL')
    .map((e) => Number(e.value.replace(/,/g, '')))
    .filter((n) => Number.isFinite(n));
  return { text, lower: text.toLowerCase(), lemmas, lemmaSet: new Set(lemmas), numbers };
}

/** True when any of the lemmas occurs. */
export function hasAny(message: ReadMessage, lemmas: readonly string[]): boolean {
  return lemmas.some((l) => message.lemmaSet.has(l));
}
