/** Two part numbers are the same when they differ only in case, spaces and dashes ("ab-12 3" = "AB123"). */
export function partKeyOf(partNumber: string): string {
  return partNumber.normalize('NFKC').toUpperCase().replace(/[\s\-‐‑‒–—_]+/g, '');
}

/** The label after `label`: A → B, Z → AA, 3 → 4, "X1" → "X2"; anything else gets a numeric suffix. */
export function nextRevisionLabel(label: string): string {
  if (/^[A-Z]+$/.test(label)) {
    const chars = label.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === 'Z') chars[i--] = 'A';
    if (i < 0) return `A${chars.join('')}`;
    chars[i] = String.fromCharCode(chars[i]!.charCodeAt(0) + 1);
    return chars.join('');
  }
  const trailing = /^(.*?)(\d+)$/.exec(label);
  if (trailing) return `${trailing[1]}${String(Number(trailing[2]) + 1).padStart(trailing[2]!.length, '0')}`;
  return `${label}.1`;
}
