import { useState } from 'react';
import { Button, HStack, OptionSelect, Stack } from '@forge/shell-sdk';
import { KIND_OPTIONS, type BomLine, type LineCorrection, type LineKind } from '../api';
import { processChoices, type ProcessOption } from '../../../lib/processes';

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
      <OptionSelect
        size="sm"
        aria-label={`Kind for line ${line.lineNo}`}
        value={kind}
        onValueChange={(value) => setKind(value as LineKind)}
        options={KIND_OPTIONS}
      />
      {kind === 'custom' && (
        <OptionSelect
          size="sm"
          aria-label={`Process for line ${line.lineNo}`}
          value={process}
          onValueChange={setProcess}
          placeholder="Choose a process"
          options={processChoices(processes)}
        />
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
