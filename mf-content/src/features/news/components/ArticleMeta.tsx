import { Badge, HStack, Text, formatDate } from '@forge/shell-sdk';

/** Category, publication date and reading time of a news article. */
export function ArticleMeta({
  category,
  publishedAt,
  readMinutes,
}: {
  category: string;
  publishedAt: string;
  readMinutes: number;
}) {
  return (
    <HStack gap={3} wrap="wrap">
      <Badge colorPalette="orange" variant="subtle">
        {category}
      </Badge>
      <Text fontSize="sm" color="gray.700">
        <time dateTime={publishedAt}>{formatDate(publishedAt, { utc: true, month: 'long' })}</time> · {readMinutes} min read
      </Text>
    </HStack>
  );
}
