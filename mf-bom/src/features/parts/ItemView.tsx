import { useState } from 'react';
import { Alert, Button, Card, Field, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Text, Wrap, paths, ParentCrumb, ErrorAlert, type PartItem } from '@forge/shell-sdk';
import { CostPanel } from './CostPanel';
import { useItem, useRenumber } from './item-api';
import { DiffPanel } from './DiffPanel';
import { KIND_NAMES, StateBadge } from './labels';
import { RevisionsPanel } from './RevisionsPanel';
import { StructurePanel } from './StructurePanel';
import { WhereUsedPanel } from './WhereUsedPanel';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} minW={0}>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium" wordBreak="break-word">
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** A generated number (a BOM line or import row had none) is flagged until the buyer gives the real one. */
function ReviewNumber({ item }: { item: PartItem }) {
  const [number, setNumber] = useState('');
  const renumber = useRenumber(item.id);
  return (
    <Alert.Root status="warning" flexDirection="column" alignItems="stretch" gap={2}>
      <Alert.Title>{item.partNumber} is a generated number: give the part its real number.</Alert.Title>
      <HStack as="form" gap={2} wrap="wrap" onSubmit={(event) => (event.preventDefault(), renumber.mutate(number))}>
        <Field.Root maxW="xs">
          <Field.Label srOnly>Part number</Field.Label>
          <Input size="sm" bg="bg" value={number} onChange={(event) => setNumber(event.currentTarget.value)} placeholder="Part number" />
        </Field.Root>
        <Button type="submit" size="sm" disabled={!number.trim()} loading={renumber.isPending}>
          Save number
        </Button>
      </HStack>
      {renumber.isError && <ErrorAlert error={renumber.error} />}
    </Alert.Root>
  );
}

/** /parts/items/:itemId — an item: facts, revisions, the difference between them, structure and where-used. */
export function ItemView({ itemId }: { itemId: string }) {
  const query = useItem(itemId);
  if (query.isPending) return <Skeleton h="60" />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  const { item } = query.data;
  const current = item.revisions.find((r) => r.label === item.revision) ?? item.revisions.at(-1)!;
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <ParentCrumb to={paths.parts()} label="Part master" current={item.partNumber} />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-all">
          {item.partNumber}
        </Heading>
        <Text color="fg.muted">{item.name}</Text>
        <Wrap gap={2} mt={1}>
          <StateBadge state={item.state} />
          <Text fontSize="sm">Revision {item.revision}</Text>
        </Wrap>
      </Stack>
      {item.needsReview && <ReviewNumber item={item} />}
      <Card.Root variant="outline">
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
            <Fact label="Kind" value={item.process ? `${KIND_NAMES[item.kind]} · ${item.process}` : KIND_NAMES[item.kind]} />
            <Fact label="Unit" value={item.unit} />
            <Fact label="Material" value={current.material} />
            <Fact label="Revisions" value={[...item.revisions].sort((a, b) => a.seq - b.seq).map((r) => r.label).join(', ')} />
          </SimpleGrid>
          {current.description && (
            <Text mt={4} fontSize="sm">
              {current.description}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <RevisionsPanel item={item} />
      <DiffPanel key={item.revisions.length} item={item} />
      <StructurePanel item={item} />
      <CostPanel itemId={item.id} />
      <WhereUsedPanel itemId={item.id} />
    </Stack>
  );
}
