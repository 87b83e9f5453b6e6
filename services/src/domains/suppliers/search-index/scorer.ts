import type { SupplierColumns } from './columns.js';
import { tieBreakRate } from './columns.js';
import type { LatLngBox } from './geo.js';
import type { TermExpansions } from './postings.js';
import { CITY_FIELD, FIELD_BOOST, FIELDS, NAME_FIELD } from './tokens.js';
import type { SearchParams, SearchResult } from './types.js';

/**
 * Text relevance: scores are accumulated in typed arrays (field boost × match quality × idf) over the postings of
 * each query term's expansions, so a query costs the length of its postings, not one object per match.
 */
export class TextScorer {
  score = new Float32Array(0);
  private mark = new Uint32Array(0);
  private stamp = new Int32Array(0);
  private stampCounter = 0;
  /** rows hit by any term (a row enters once: when its mark goes from 0 to non-zero) */
  private touched = new Int32Array(0);
  private touchedCount = 0;
  /** the rows a match() returns: read before the next match() (searches are synchronous) */
  private matched = new Int32Array(0);

  resize(capacity: number): void {
    this.matched = new Int32Array(capacity);
    this.score = new Float32Array(capacity);
    this.mark = new Uint32Array(capacity);
    this.stamp = new Int32Array(capacity);
    this.touched = new Int32Array(capacity);
  }

  private nextStamp(): number {
    if (this.stampCounter > 2_000_000_000) {
      this.stamp.fill(0);
      this.stampCounter = 0;
    }
    return ++this.stampCounter;
  }

  /**
   * Scores every row holding a term and returns the rows holding all of them ('all-words'), or, when none does
   * and there are several terms, those holding any ('any-word'). Call reset() when done with the scores.
   */
  match(terms: TermExpansions[], params: SearchParams, columns: SupplierColumns, box: LatLngBox | null = null): { candidates: Int32Array; mode: SearchResult['mode'] } {
    const N = columns.liveCount || 1;
    // a radius search never counts rows outside its box (no facet ignores the radius): they are not even scored
    const lats = columns.lat;
    const lngs = columns.lng;
    const [minLat, maxLat, minLng, maxLng] = box ?? [-Infinity, Infinity, -Infinity, Infinity];
    const boxed = box !== null;
    const touched = this.touched;
    const stamps = this.stamp;
    const mark = this.mark;
    const score = this.score;
    let touchedCount = this.touchedCount;
    for (let i = 0; i < terms.length; i++) {
      const shortTerm = params.minTypoLength !== undefined && terms[i]!.term.length < params.minTypoLength;
      const list = shortTerm || params.noTypos ? terms[i]!.expansions.filter((e) => e.kind !== 'typo') : terms[i]!.expansions;
      const bit = 1 << i;
      for (let field = 0; field < FIELDS.length; field++) {
        const stamp = this.nextStamp();
        for (const e of list) {
          if (e.kind === 'typo' && params.noTyposInNamesOrPlaces && (field === NAME_FIELD || field === CITY_FIELD)) continue;
          const postings = e.entry.postings[field]!;
          if (!postings.length) continue;
          const weight = FIELD_BOOST[field]! * e.quality * Math.log(1 + N / e.entry.df);
          for (let k = 0; k < postings.length; k++) {
            const row = postings[k]!;
            if (boxed) {
              const lat = lats[row]!;
              const lng = lngs[row]!;
              if (lat < minLat || lat > maxLat || lng < minLng || lng > maxLng) continue;
            }
            if (stamps[row] === stamp) continue;
            stamps[row] = stamp;
            if (mark[row] === 0) touched[touchedCount++] = row;
            mark[row]! |= bit;
            score[row]! += weight;
          }
        }
      }
    }
    this.touchedCount = touchedCount;
    const all = (2 ** terms.length - 1) >>> 0;
    const alive = columns.alive;
    // candidates in row order: filters and facet counts then read the columns front to back (cache-friendly)
    const matched = this.matched;
    const rowCount = columns.rows.length;
    const scan = touchedCount * 8 > rowCount;
    let n = 0;
    if (scan) for (let row = 0; row < rowCount; row++) { if (mark[row] === all && alive[row]) matched[n++] = row; }
    else for (let k = 0; k < touchedCount; k++) { const row = touched[k]!; if (mark[row] === all && alive[row]) matched[n++] = row; }
    let mode: SearchResult['mode'] = 'all-words';
    if (n === 0 && terms.length > 1) {
      if (scan) for (let row = 0; row < rowCount; row++) { if (mark[row] !== 0 && alive[row]) matched[n++] = row; }
      else for (let k = 0; k < touchedCount; k++) if (alive[touched[k]!]) matched[n++] = touched[k]!;
      mode = 'any-word';
    }
    const candidates = matched.subarray(0, n);
    if (!scan) candidates.sort();
    return { candidates, mode };
  }

  /** Clears the marks and scores of the last match(). */
  reset(): void {
    for (let k = 0; k < this.touchedCount; k++) {
      const row = this.touched[k]!;
      this.mark[row] = 0;
      this.score[row] = 0;
    }
    this.touchedCount = 0;
  }
}

/** Rows in name order, computed once per index version. */
export class NameOrder {
  private rank = new Int32Array(0);
  private version = -1;

  of(columns: SupplierColumns, version: number): Int32Array {
    if (this.version === version && this.rank.length >= columns.rows.length) return this.rank;
    const rows = columns.rows;
    const order = rows.map((_, i) => i).filter((i) => rows[i]);
    order.sort((a, b) => compareText(rows[a]!.name, rows[b]!.name) || a - b);
    this.rank = new Int32Array(columns.capacity);
    order.forEach((row, rank) => (this.rank[row] = rank));
    this.version = version;
    return this.rank;
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The first k rows in sort order. Each row gets one numeric key (smaller = first) and a bounded max-heap of
 * (key, row) keeps the k best, so a 200k-row result is never sorted and no per-row array is allocated: a row that
 * cannot enter the page costs one key and one comparison. Equal keys fall back to the row number (stable).
 */
export function topK(
  rows: ArrayLike<number>,
  k: number,
  sort: SearchParams['sort'],
  hasText: boolean,
  context: { columns: SupplierColumns; score: Float32Array; distance: Float64Array | null; nameRank: () => Int32Array },
): number[] {
  const { response, level } = context.columns;
  const { score, distance } = context;
  const nameRank = sort === 'name' || sort === 'responseRate' ? context.nameRank() : null;
  const byDistance = sort === 'distance' && distance !== null;
  const n = rows.length;
  const size = Math.min(k, n);
  const heapKey = new Float64Array(size);
  const heapRow = new Int32Array(size);
  let len = 0;
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    let key: number;
    if (byDistance) key = distance[row]!;
    else if (sort === 'name') key = nameRank![row]!;
    // no figure yet counts as average, as in the tie-break: a supplier that never answers must not lead unknown ones
    else if (sort === 'responseRate') key = (100 - tieBreakRate(response[row]!)) * 1e7 + nameRank![row]!;
    else if (hasText) key = -Math.round(score[row]! * 1000) * 128 + (100 - tieBreakRate(response[row]!));
    else key = ((3 - level[row]!) * 101 + (100 - tieBreakRate(response[row]!))) * 1e7 + row;
    if (len < size) {
      // sift up: the worst entry stays on top
      let c = len++;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (!(key > heapKey[p]! || (key === heapKey[p] && row > heapRow[p]!))) break;
        heapKey[c] = heapKey[p]!;
        heapRow[c] = heapRow[p]!;
        c = p;
      }
      heapKey[c] = key;
      heapRow[c] = row;
    } else if (size > 0 && (key < heapKey[0]! || (key === heapKey[0] && row < heapRow[0]!))) {
      // replaces the worst, sift down
      let c = 0;
      for (;;) {
        const l = 2 * c + 1;
        const r = l + 1;
        let m = -1;
        let mKey = key;
        let mRow = row;
        if (l < len && (heapKey[l]! > mKey || (heapKey[l] === mKey && heapRow[l]! > mRow))) { m = l; mKey = heapKey[l]!; mRow = heapRow[l]!; }
        if (r < len && (heapKey[r]! > mKey || (heapKey[r] === mKey && heapRow[r]! > mRow))) { m = r; mKey = heapKey[r]!; mRow = heapRow[r]!; }
        if (m < 0) break;
        heapKey[c] = mKey;
        heapRow[c] = mRow;
        c = m;
      }
      heapKey[c] = key;
      heapRow[c] = row;
    }
  }
  const picked = Array.from({ length: len }, (_, i) => i);
  picked.sort((a, b) => heapKey[a]! - heapKey[b]! || heapRow[a]! - heapRow[b]!);
  return picked.map((i) => heapRow[i]!);
}
