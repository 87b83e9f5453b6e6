import { Stack, Text } from '@forge/shell-sdk';
import { Checkbox } from '@forge/shell-sdk/widgets';

/** Marks an RFQ "ITAR / export-controlled" (create and edit-draft forms). The product says "registered", never "certified". */
export function ItarCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Stack gap={1}>
      <Checkbox.Root colorPalette="orange" checked={checked} onCheckedChange={(d) => onChange(Boolean(d.checked))}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>ITAR / export-controlled</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="xs" color="fg.muted" ps={7}>
        Only suppliers whose profile declares ITAR registration can be invited. Its files carry an export-control banner and download through links that expire.
      </Text>
    </Stack>
  );
}
