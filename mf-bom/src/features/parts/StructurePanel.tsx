import { useState } from 'react';
import { Box, Button, HStack, IconButton, Skeleton, Stack, Text, paths, formatCount, ErrorAlert, SectionCard, TextLink, type PartItem, type PartTreeNode } from '@forge/shell-sdk';
import { structureCsvPath, useCsvDownload, useStructure } from './item-api';
import { ChildLinesEditor } from './ChildLinesEditor';
import { StateBadge } from './labels';

/** One node of the indented tree; a node with children has a disclosure button (keyboard: Tab, then Enter/Space). */
function TreeNode({ node, level }: { node: PartTreeNode; level: number }) {
  const [open, setOpen] = useState(level < 2);
  const hasChildren = node.children.length > 0;
  const groupId = `tree-${level}-${node.itemId}-${node.findNumber}`;
  return (
    <Box as="li" listStyleType="none">
      <HStack gap={2} py={1} pl={{ base: level * 3, md: level * 5 }} align="center" borderBottomWidth="1px" borderColor="border.muted">
        {hasChildren ? (
          <IconButton size="2xs" variant="ghost" aria-expanded={open} aria-controls={groupId} aria-label={`${open ? 'Collapse' : 'Expand'} ${node.partNumber}`} onClick={() => setOpen(!open)}>
            <span aria-hidden>{open ? '▾' : '▸'}</span>
          </IconButton>
        ) : (
          <Box w="6" flexShrink={0} />
        )}
        <Stack gap={0} flex="1" minW={0}>
          <HStack gap={2} wrap="wrap">
            {level > 0 && node.findNumber && (
              <Text fontSize="xs" color="fg.muted">
                {node.findNumber}
              </Text>
            )}
            <TextLink to={paths.partItem(node.itemId)} fontWeight="medium" wordBreak="break-all">
              {node.partNumber}
            </TextLink>
            <Text fontSize="xs" color="fg.muted">
              rev {node.revision}
            </Text>
            {node.state !== 'released' && <StateBadge state={node.state} />}
          </HStack>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {node.name}
          </Text>
        </Stack>
        {level > 0 && (
          <Text fontSize="sm" whiteSpace="nowrap" aria-label={`quantity ${node.quantity}`}>
            × {formatCount(node.quantity)}
          </Text>
        )}
      </HStack>
      {hasChildren && open && (
        <Box as="ul" id={groupId} aria-label={`Lines of ${node.partNumber}`} p={0} m={0}>
          {node.children.map((child) => (
            <TreeNode key={`${child.itemId}-${child.findNumber}`} node={child} level={level + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The assembly: the current revision's indented tree (expand/collapse), CSV export, and the draft's lines to edit. */
export function StructurePanel({ item }: { item: PartItem }) {
  const structure = useStructure(item.id);
  const download = useCsvDownload();
  const draft = item.revisions.find((r) => r.state === 'draft');
  return (
    <SectionCard
      title="Structure"
      action={
        item.isAssembly && (
          <Button size="sm" variant="outline" loading={download.isPending} onClick={() => download.mutate({ path: structureCsvPath(item.id), fileName: `${item.partNumber}-${item.revision}-bom.csv` })}>
            Export indented CSV
          </Button>
        )
      }
    >
      {download.isError && <ErrorAlert error={download.error} />}
      {structure.isPending && <Skeleton h="24" />}
      {structure.isError && <ErrorAlert error={structure.error} />}
      {structure.data && !item.isAssembly && <Text color="fg.muted">Not an assembly: no child lines in revision {item.revision}.</Text>}
      {structure.data && item.isAssembly && (
        <Stack gap={1}>
          <Text fontSize="sm" color="fg.muted">
            {structure.data.levels} levels · {structure.data.lines} lines
          </Text>
          <Box as="ul" aria-label={`Structure of ${item.partNumber}`} p={0} m={0}>
            <TreeNode node={structure.data.tree} level={0} />
          </Box>
        </Stack>
      )}
      {draft ? (
        <ChildLinesEditor key={`${draft.id}-${item.updatedAt}`} item={item} draft={draft} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Revision {item.revision} is {item.state}: its lines are frozen. Start a new revision to change them.
        </Text>
      )}
    </SectionCard>
  );
}
