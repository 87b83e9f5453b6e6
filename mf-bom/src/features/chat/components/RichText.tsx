import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, List, Text } from '@forge/shell-sdk';

/**
 * The assistant's answers use a small subset of Markdown: [links](/path), **bold**, "- " and "1. " lists, and
 * backslash escapes (the server escapes every value from the data). Rendered as React elements (never as HTML), so
 * text from a BOM or a supplier profile can't inject markup. Only same-origin paths become in-app links and only
 * https and mailto links leave the site; any other target ("//host", "/\host", "javascript:") renders as text.
 */

const INLINE = /\\([\\`*_[\]])|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)|\*\*((?:\\.|[^*\\])+)\*\*/g;
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
const EXTERNAL = /^(?:https:\/\/[^/\\\s]|mailto:)/i;

export type LinkTarget = 'internal' | 'external' | 'text';

/** Where a link may go: an in-app path, an allowed scheme, or nowhere (shown as text). */
export function linkTarget(href: string): LinkTarget {
  if (SAME_ORIGIN_PATH.test(href)) return 'internal';
  if (EXTERNAL.test(href)) return 'external';
  return 'text';
}

function inline(text: string, keyPrefix = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let plain = '';
  const flushPlain = () => {
    if (plain) out.push(plain);
    plain = '';
  };
  for (const match of text.matchAll(INLINE)) {
    plain += text.slice(last, match.index);
    last = match.index + match[0].length;
    const key = `${keyPrefix}${match.index}`;
    if (match[1] !== undefined) {
      plain += match[1];
      continue;
    }
    flushPlain();
    if (match[2] !== undefined) {
      const label = inline(match[2], `${key}-`);
      const href = match[3]!;
      const target = linkTarget(href);
      out.push(
        target === 'internal' ? (
          <Link key={key} asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={href}>{label}</RouterLink>
          </Link>
        ) : target === 'external' ? (
          <Link key={key} href={href} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" textDecoration="underline">
            {label}
          </Link>
        ) : (
          <Text as="span" key={key}>
            {label}
          </Text>
        ),
      );
    } else out.push(<strong key={key}>{inline(match[4]!, `${key}-`)}</strong>);
  }
  plain += text.slice(last);
  flushPlain();
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
