import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, Link, SimpleGrid, Text, Wrap, paths, type ChatSupplierCard } from '@forge/shell-sdk';

/** Cards for the suppliers an answer names, each linking to its company page. */
export function SupplierCards({ cards }: { cards: ChatSupplierCard[] }) {
  const unique = [...new Map(cards.map((c) => [c.id, c])).values()].slice(0, 6);
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap={2} listStyleType="none" aria-label="Suppliers in this answer">
      {unique.map((c) => (
        <Card.Root as="li" key={c.id} variant="outline" size="sm">
          <Card.Body gap={1}>
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={paths.company(c.id)}>{c.name}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {c.city}, {c.state}
              {c.distanceMiles !== undefined ? ` · ${c.distanceMiles} mi` : ''}
            </Text>
            {c.certifications.length > 0 && (
              <Wrap gap={1}>
                {c.certifications.slice(0, 3).map((cert) => (
                  <Badge key={cert} size="sm" variant="subtle">
                    {cert}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
