import { Button, notify, notifyError } from '@forge/shell-sdk';
import { useExcludeRows, type BomLine } from '../api';

/** Moves a line the reader took for a part (a total, a fee note) to the "not a part" list; it can be restored there. */
export function NotAPartButton({ uploadId, line }: { uploadId: string; line: BomLine }) {
  const exclude = useExcludeRows(uploadId);
  const name = `line ${line.lineNo}${line.sheet ? ` of ${line.sheet}` : ''}`;
  return (
    <Button
      size="xs"
      variant="plain"
      px={0}
      color="fg.muted"
      loading={exclude.isPending}
      aria-label={`Mark ${name} as not a part`}
      onClick={() =>
        exclude.mutate(
          { rows: [line.lineNo], sheet: line.sheet || undefined },
          {
            onSuccess: () => notify('success', `Line ${line.lineNo} moved to "Not a part"`, 'The BOM is being processed again without it.'),
            onError: (error) => notifyError(error, "Couldn't move the line"),
          },
        )
      }
    >
      Not a part
    </Button>
  );
}
