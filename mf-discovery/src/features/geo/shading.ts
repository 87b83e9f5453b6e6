/** Sequential navy shades for supplier density; index 0 is "no suppliers". */
export const SHADES = ['#eef2f7', '#d9e2f1', '#b4c6e0', '#7f9dc9', '#4a6fa8', '#2c4a7c', '#16294a'] as const;

/** Log-scaled bucket (1..6) so a few dense states don't wash out the rest; 0 for none. */
export function shadeIndex(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  const t = Math.log1p(count) / Math.log1p(max);
  return Math.min(SHADES.length - 1, Math.max(1, Math.ceil(t * (SHADES.length - 1))));
}

/** The lowest count that lands in each bucket, for the legend. */
export function legendSteps(max: number): { shade: string; from: number }[] {
  const steps: { shade: string; from: number }[] = [{ shade: SHADES[0], from: 0 }];
  for (let i = 1; i < SHADES.length; i++) {
    const from = Math.max(1, Math.floor(Math.expm1(((i - 1) / (SHADES.length - 1)) * Math.log1p(max))) + 1);
    if (max > 0 && from <= max && from > (steps[steps.length - 1]?.from ?? 0))
      steps.push({ shade: SHADES[i]!, from });
  }
  return steps;
}
