import { Button, HStack, Text } from '@forge/shell-sdk';
import type { QueryInterpretation } from '../../suppliers';
import type { DiscoverState } from '../query';

/** The state a reading's filters give: a county filter "PA:indiana" is the state plus the county slug. */
export function alternativePatch(
  alternative: QueryInterpretation['alternatives'][number],
): Partial<DiscoverState> | null {
  const { state, county } = alternative.filters;
  const q = alternative.query || undefined;
  if (state) return { q, state, county: undefined };
  if (county && county.includes(':')) {
    const [code, slug] = county.split(':');
    return { q, state: code, county: slug };
  }
  return null;
}

/**
 * How the typed query was read: one removable chip per recognised part ("CNC machining · Ohio · ISO 9001"), the
 * words matched as text, words it does not know ("also matching: batch": they rank, never filter), "Search all of the US instead" when the place came from a bare word, and the other
 * reading of an ambiguous word.
 */
export function QueryChips({
  interpretation,
  onChange,
}: {
  interpretation: QueryInterpretation;
  onChange: (patch: Partial<DiscoverState>) => void;
}) {
  const alternatives = interpretation.alternatives
    .map((a) => ({ a, patch: alternativePatch(a) }))
    .filter(
      (x): x is { a: QueryInterpretation['alternatives'][number]; patch: Partial<DiscoverState> } =>
        x.patch !== null,
    );
  const alsoMatching = interpretation.alsoMatching;
  if (interpretation.chips.length === 0 && alsoMatching.length === 0) return null;
  return (
    <HStack gap={2} flexWrap="wrap" aria-label="Your search, as understood" role="group">
      <Text fontSize="sm" color="fg.muted">
        Searching for
      </Text>
      {interpretation.chips.map((chip) => (
        <Button
          key={chip.key}
          size="xs"
          variant="solid"
          colorPalette="brand"
          borderRadius="full"
          aria-label={`Remove ${chip.label}`}
          onClick={() => onChange({ q: chip.removeQuery || undefined })}
        >
          {chip.label} ✕
        </Button>
      ))}
      {interpretation.text && (
        <Text fontSize="sm" color="fg.muted">
          with the words “{interpretation.text}”
        </Text>
      )}
      {alsoMatching.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          also matching:
        </Text>
      )}
      {alsoMatching.map((w) => (
        <Button
          key={`also:${w.word}`}
          size="xs"
          variant="outline"
          colorPalette="brand"
          borderRadius="full"
          aria-label={`Remove ${w.word}`}
          title="Not a filter: suppliers that mention this word rank first"
          onClick={() => onChange({ q: w.removeQuery || undefined })}
        >
          {w.word} ✕
        </Button>
      ))}
      {interpretation.placeInferred && interpretation.allOfUsQuery !== null && (
        <Button
          size="xs"
          variant="plain"
          colorPalette="brand"
          textDecoration="underline"
          onClick={() => onChange({ q: interpretation.allOfUsQuery || undefined })}
        >
          Search all of the US instead
        </Button>
      )}
      {alternatives.slice(0, 2).map(({ a, patch }) => (
        <Button
          key={a.instead}
          size="xs"
          variant="plain"
          colorPalette="brand"
          textDecoration="underline"
          onClick={() => onChange(patch)}
        >
          Did you mean {a.instead}?
        </Button>
      ))}
    </HStack>
  );
}
