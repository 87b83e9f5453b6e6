import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, Stack, Text, VisuallyHidden } from '@forge/shell-sdk';
import { ACCEPTED_EXTENSIONS } from '../api';

/** A drop target that is also a plain file chooser, so it works with a keyboard and a screen reader. */
export function DropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      data-testid="drop-zone"
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      borderRadius="xl"
      px={{ base: 4, md: 10 }}
      py={{ base: 8, md: 12 }}
      textAlign="center"
      transition="background 0.15s, border-color 0.15s"
    >
      <Stack align="center" gap={3}>
        <Box aria-hidden fontSize="3xl" lineHeight="1" color="brand.solid">
          ⇪
        </Box>
        <Text fontWeight="semibold" fontSize="lg">
          Drop your BOM here
        </Text>
        <Text color="fg.muted">or</Text>
        <VisuallyHidden>
          <label htmlFor={inputId}>BOM file</label>
        </VisuallyHidden>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          accept={[...ACCEPTED_EXTENSIONS, 'text/csv', 'text/tab-separated-values'].join(',')}
          hidden
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Reset so choosing the same file again still fires a change.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button colorPalette="brand" onClick={() => inputRef.current?.click()} disabled={disabled}>
          Choose a file
        </Button>
      </Stack>
    </Box>
  );
}
