import { useState } from 'react';
import { Button, HStack, NativeSelect, Stack } from '@forge/shell-sdk';
import { KIND_LABELS, LINE_KINDS, type BomLine, type LineCorrection, type LineKind } from '../api';
import type { ProcessOption } from '../../../lib/processes';

/** Inline: pick the kind (and for custom parts the process), then save. */
export function CorrectionEditor({
  line,
  processes,
  saving,
  onSave,
  onCancel,
}: {
  line: BomLine;
  processes: ProcessOption[];
  saving: boolean;
  onSave: (correction: LineCorrection) => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<LineKind>(line.kind);
  const [process, setProcess] = useState(line.process?.slug ?? '');
  const needsProcess = kind === 'custom' && !process;

  return (
    <Stack gap={2} minW="52">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={`Kind for line ${line.lineNo}`}
          value={kind}
          onChange={(event) => setKind(event.target.value as LineKind)}
        >
          {LINE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {kind === 'custom' && (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={`Process for line ${line.lineNo}`}
            value={process}
            onChange={(event) => setProcess(event.target.value)}
          >
            <option value="">Choose a process</option>
            {processes.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <HStack gap={2}>
        <Button
          size="xs"
          colorPalette="brand"
          loading={saving}
          disabled={needsProcess}
          onClick={() => onSave({ lineId: line.id, kind, ...(kind === 'custom' ? { process } : {}) })}
        >
          Save
        </Button>
        <Button size="xs" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
