/**
 * The one way data enters an answer's Markdown. Every value that comes from Forge's data (a company name, a BOM
 * description, a file name, an RFQ title) goes through `md` or `mdLink`, so no supplier or BOM text can open a link,
 * bold text or a list: the renderer (mf-bom RichText) reads `\[`, `\]`, `\*`, `` \` `` and `\\` as the characters.
 */

const MARKUP = /[\\`*_[\]]/g;
// control and format characters (line breaks, bidi overrides, zero-width joiners) would start a list or hide text
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]+/g;

/** A data value as literal text inside Markdown (one line). */
export function md(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(INVISIBLE, ' ').replace(MARKUP, (c) => `\\${c}`);
}

/** Only same-origin paths are linked: "/x" but never "//host" or "/\host", which browsers read as another site. */
export const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s()]*$/;

/** A link to a page of Forge: the text escaped, the target checked (a bad target leaves the text alone). */
export function mdLink(text: string | number, href: string): string {
  if (!SAME_ORIGIN_PATH.test(href)) return md(text);
  return `[${md(text) || 'link'}](${href})`;
}

/** Bold data (a supplier name, a certification), escaped. */
export function mdBold(text: string): string {
  return `**${md(text)}**`;
}

/** The text a reader sees: Markdown links and bold reduced to their text, escapes undone (for checks and evals). */
export function plainText(markdown: string): string {
  // one pass, as the renderer reads it: an escape, a link (its text read again) or a bold marker
  return markdown.replace(/\\([\\`*_[\]])|\[((?:\\.|[^\]\\])*)\]\([^)\s]*\)|\*\*/g, (_all, escaped?: string, label?: string) => escaped ?? (label !== undefined ? plainText(label) : ''));
}
