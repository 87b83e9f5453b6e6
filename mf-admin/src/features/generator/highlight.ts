export interface Span {
  start: number;
  end: number;
}

export interface Segment {
  text: string;
  /** the words some extracted field came from */
  marked: boolean;
  /** the words of the field the admin is looking at */
  active: boolean;
}

/** The text cut at every evidence span, so each piece renders plain, marked, or marked as the active field's. */
export function segments(text: string, all: Span[], active: Span[]): Segment[] {
  const cuts = new Set([0, text.length]);
  for (const s of [...all, ...active]) {
    cuts.add(Math.max(0, Math.min(text.length, s.start)));
    cuts.add(Math.max(0, Math.min(text.length, s.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const inside = (spans: Span[], from: number, to: number) => spans.some((s) => s.start <= from && s.end >= to);
  const out: Segment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    if (from === to) continue;
    out.push({ text: text.slice(from, to), marked: inside(all, from, to), active: inside(active, from, to) });
  }
  return out;
}
