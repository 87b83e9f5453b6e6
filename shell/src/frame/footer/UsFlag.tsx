/** The US flag as inline SVG, so it renders without a colour-emoji font. */
export function UsFlagSvg({ width = 28 }: { width?: number }) {
  const stripes = Array.from({ length: 13 }, (_, i) => i);
  return (
    <svg width={width} height={(width * 10) / 19} viewBox="0 0 190 100" role="img" aria-label="United States flag">
      {stripes.map((i) => (
        <rect key={i} y={(i * 100) / 13} width="190" height={100 / 13 + 0.2} fill={i % 2 === 0 ? '#B22234' : '#FFFFFF'} />
      ))}
      <rect width="76" height={(100 * 7) / 13} fill="#3C3B6E" />
      {Array.from({ length: 9 }, (_, row) =>
        Array.from({ length: row % 2 === 0 ? 6 : 5 }, (_, col) => (
          <circle key={`${row}-${col}`} cx={(row % 2 === 0 ? 6.3 : 12.6) + col * 12.6} cy={5.4 + row * 5.4} r="1.9" fill="#FFFFFF" />
        )),
      )}
    </svg>
  );
}
