import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text, ErrorAlert, OptionSelect, type PartItem, type PartRevision } from '@forge/shell-sdk';
import { useEditRevision, useItemList } from './item-api';

interface LineRow {
  itemId: string;
  partNumber: string;
  name: string;
  quantity: string;
  findNumber: string;
}

const rowsOf = (rev: PartRevision): LineRow[] =>
  rev.children.map((c) => ({ itemId: c.itemId, partNumber: c.partNumber, name: c.name, quantity: String(c.quantity), findNumber: c.findNumber }));

/** A child to add: search the part master, pick one, give a quantity. */
function AddChild({ item, taken, onAdd }: { item: PartItem; taken: Set<string>; onAdd: (row: LineRow) => void }) {
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState('');
  const [quantity, setQuantity] = useState('1');
  const matches = useItemList({ q: q.trim() || undefined, pageSize: 20, sort: 'partNumber' });
  const options = (matches.data?.items ?? []).filter((i) => i.id !== item.id && !taken.has(i.id)).map((i) => ({ value: i.id, label: `${i.partNumber} · ${i.name}` }));
  const chosen = matches.data?.items.find((i) => i.id === picked);
  return (
    <Stack gap={2} borderWidth="1px" borderRadius="md" p={3} borderStyle="dashed">
      <Text fontWeight="medium" fontSize="sm">
        Add a child item
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap={2} align={{ md: 'end' }}>
        <Field.Root>
          <Field.Label fontSize="sm">Find an item</Field.Label>
          <Input size="sm" type="search" value={q} onChange={(event) => setQ(event.currentTarget.value)} placeholder="Part number or name" />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">Item</Field.Label>
          <OptionSelect size="sm" value={picked} onValueChange={setPicked} placeholder={options.length ? 'Choose…' : 'No item found'} options={options} />
        </Field.Root>
        <Field.Root maxW={{ md: '24' }}>
          <Field.Label fontSize="sm">Quantity</Field.Label>
          <Input size="sm" inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.currentTarget.value)} />
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={!chosen}
          onClick={() => {
            if (!chosen) return;
            onAdd({ itemId: chosen.id, partNumber: chosen.partNumber, name: chosen.name, quantity, findNumber: '' });
            setPicked('');
            setQuantity('1');
          }}
        >
          Add line
        </Button>
      </Stack>
    </Stack>
  );
}

/** The draft revision's child lines: quantities, find numbers, add and remove; saved together (the server checks loops). */
export function ChildLinesEditor({ item, draft }: { item: PartItem; draft: PartRevision }) {
  const [rows, setRows] = useState(() => rowsOf(draft));
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useEditRevision(item.id, draft.label);
  const dirty = JSON.stringify(rows) !== JSON.stringify(rowsOf(draft));
  const update = (index: number, changes: Partial<LineRow>) => setRows(rows.map((r, i) => (i === index ? { ...r, ...changes } : r)));

  const save = () => {
    const bad = rows.findIndex((r) => !(Number(r.quantity) > 0));
    if (bad >= 0) return setProblem(`Line ${bad + 1} (${rows[bad]!.partNumber}): the quantity must be a number greater than 0, not "${rows[bad]!.quantity}".`);
    setProblem(null);
    edit.mutate({ children: rows.map((r) => ({ itemId: r.itemId, quantity: Number(r.quantity), findNumber: r.findNumber.trim() })) });
  };

  return (
    <Stack gap={3} as="section" aria-label={`Lines of revision ${draft.label}`}>
      <Text fontWeight="semibold">Lines of draft revision {draft.label}</Text>
      {rows.length === 0 && <Text fontSize="sm" color="fg.muted">No lines: add child items to make this an assembly.</Text>}
      {rows.length > 0 && (
        <Stack as="ul" listStyleType="none" gap={2} p={0}>
          {rows.map((row, index) => (
            <HStack as="li" key={row.itemId} gap={2} wrap="wrap" borderBottomWidth="1px" borderColor="border.muted" pb={2}>
              <Stack gap={0} flex="1" minW="40">
                <Text fontWeight="medium" wordBreak="break-all">
                  {row.partNumber}
                </Text>
                <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                  {row.name}
                </Text>
              </Stack>
              <Input size="sm" w="20" aria-label={`Find number of ${row.partNumber}`} placeholder="Find #" value={row.findNumber} onChange={(event) => update(index, { findNumber: event.currentTarget.value })} />
              <Input size="sm" w="20" inputMode="decimal" aria-label={`Quantity of ${row.partNumber}`} value={row.quantity} onChange={(event) => update(index, { quantity: event.currentTarget.value })} />
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                Remove<Text as="span" srOnly> {row.partNumber}</Text>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <AddChild item={item} taken={new Set(rows.map((r) => r.itemId))} onAdd={(row) => setRows([...rows, row])} />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {edit.isError && <ErrorAlert error={edit.error} />}
      <Button size="sm" colorPalette="brand" alignSelf="start" disabled={!dirty} loading={edit.isPending} onClick={save}>
        Save lines
      </Button>
    </Stack>
  );
}
