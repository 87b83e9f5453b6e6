import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * A pasted text read once: wink-nlp gives sentences and parts of speech (its tokens reproduce the text exactly, so
 * character offsets follow from their lengths), and the catalogue matcher gets the parser's letter/digit runs.
 */

export interface Span {
  start: number;
  end: number;
}

export interface WordToken extends Span {
  value: string;
  /** universal part of speech from wink (PROPN, NOUN, VERB, NUM, PUNCT…) */
  pos: string;
  sentence: number;
}

/** A letter or digit run ("AS9100D" → as, 9100, d), lowercased and accent-folded, as the query parser reads words. */
export interface RunToken extends Span {
  text: string;
  /** the run as written (for case tests) */
  original: string;
  sentence: number;
  /** true when punctuation that ends a phrase (.,;:!?()) or a line break stands before this run */
  breakBefore: boolean;
}

export interface ReadText {
  text: string;
  sentences: Span[];
  words: WordToken[];
  runs: RunToken[];
}

let nlp: ReturnType<typeof winkNLP> | undefined;

function reader() {
  nlp ??= winkNLP(model);
  return nlp;
}

export function readText(text: string): ReadText {
  const wink = reader();
  const its = wink.its;
  const doc = wink.readDoc(text);
  const sentences: Span[] = [];
  const words: WordToken[] = [];
  let cursor = 0;
  let index = 0;
  doc.sentences().each((sentence) => {
    let sentenceStart = -1;
    sentence.tokens().each((token) => {
      cursor += (token.out(its.precedingSpaces) as string).length;
      const value = token.out() as string;
      if (sentenceStart < 0) sentenceStart = cursor;
      words.push({ value, pos: token.out(its.pos) as string, start: cursor, end: cursor + value.length, sentence: index });
      cursor += value.length;
    });
    sentences.push({ start: Math.max(sentenceStart, 0), end: cursor });
    index++;
  });
  return { text, sentences, words, runs: letterDigitRuns(text, sentences) };
}

function letterDigitRuns(text: string, sentences: Span[]): RunToken[] {
  const runs: RunToken[] = [];
  let sentence = 0;
  let previousEnd = 0;
  for (const match of text.matchAll(/\p{L}+|\p{N}+|&/gu)) {
    const start = match.index;
    const end = start + match[0].length;
    while (sentence < sentences.length - 1 && start >= sentences[sentence]!.end) sentence++;
    const gap = text.slice(previousEnd, start);
    const folded = match[0].normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    runs.push({ text: folded === '&' ? 'and' : folded, original: match[0], start, end, sentence, breakBefore: /[.,;:!?()\n|•]/.test(gap) });
    previousEnd = end;
  }
  return runs;
}

/** The sentence index a character offset falls in. */
export function sentenceAt(read: ReadText, offset: number): number {
  const index = read.sentences.findIndex((s) => offset >= s.start && offset < s.end);
  return index < 0 ? read.sentences.length - 1 : index;
}
