import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, List, Text } from '@forge/shell-sdk';

/**
 * The assistant's answers use a small subset of Markdown: [links](/path), **bold**, "- " and "1. " lists. Rendered
 * as React elements (never as HTML), so text from a BOM can't inject markup. Internal links use the router.
 */

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[1] !== undefined) {
      const href = match[2]!;
      out.push(
        href.startsWith('/') ? (
          <Link key={match.index} asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={href}>{match[1]}</RouterLink>
          </Link>
        ) : (
          <Text as="span" key={match.index}>
            {match[1]}
          </Text>
        ),
      );
    } else out.push(<strong key={match.index}>{match[3]}</strong>);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function RichText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let items: { ordered: boolean; text: string }[] = [];
  const flush = (key: number) => {
    if (!items.length) return;
    const ordered = items[0]!.ordered;
    blocks.push(
      <List.Root key={`l${key}`} as={ordered ? 'ol' : 'ul'} ps={5} gap={1}>
        {items.map((item, i) => (
          <List.Item key={i}>{inline(item.text)}</List.Item>
        ))}
      </List.Root>,
    );
    items = [];
  };
  text.split('\n').forEach((line, i) => {
    const bullet = /^\s*-\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+\.\s+(.*)$/.exec(line);
    if (bullet || numbered) {
      items.push({ ordered: !bullet, text: (bullet ?? numbered)![1]! });
      return;
    }
    flush(i);
    if (line.trim()) blocks.push(<Text key={i}>{inline(line)}</Text>);
  });
  flush(-1);
  return (
    <Box display="flex" flexDirection="column" gap={2} css={{ overflowWrap: 'anywhere' }}>
      {blocks.map((b, i) => (
        <Fragment key={i}>{b}</Fragment>
      ))}
    </Box>
  );
}
