import { Box, Stack, Text, Wrap } from '@forge/shell-sdk';
import { Checkbox } from '@forge/shell-sdk/widgets';

/**
 * A workbook is read whole: every sheet that holds a BOM adds its lines, each tagged with its sheet. The user
 * leaves sheets out here; the choice is remembered for workbooks with the same sheets. The mapped sheet is always read.
 */
export function SheetsToRead({ sheets, mapped, included, onChange }: { sheets: string[]; mapped: string; included: string[]; onChange: (sheets: string[]) => void }) {
  if (sheets.length < 2) return null;
  const toggle = (sheet: string, on: boolean) => onChange(sheets.filter((s) => (s === sheet ? on : included.includes(s))));
  return (
    <Box as="fieldset" data-testid="sheets-to-read">
      <Stack gap={2}>
        <Text as="legend" fontWeight="medium">
          Sheets to read
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Every ticked sheet that holds a BOM adds its lines, tagged with the sheet; sheets of notes or revisions are left out.
        </Text>
        <Wrap gap={4}>
          {sheets.map((sheet) => (
            <Checkbox.Root
              key={sheet}
              colorPalette="brand"
              checked={sheet === mapped || included.includes(sheet)}
              disabled={sheet === mapped}
              onCheckedChange={(details) => toggle(sheet, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {sheet}
                {sheet === mapped ? ' (mapped above)' : ''}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </Stack>
    </Box>
  );
}
