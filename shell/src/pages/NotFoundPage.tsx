import { ButtonLink, Center, Heading, HStack, Stack, Text, paths } from '@forge/shell-sdk';
import { useEffect } from 'react';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found — Forge';
  }, []);
  return (
    <Center minH="60vh" px={4}>
      <Stack align="center" gap={4} textAlign="center" maxW="lg">
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          We couldn't find that page
        </Heading>
        <Text color="fg.muted">
          The link may be old or mistyped. Search for suppliers, or start again from the home page.
        </Text>
        <HStack gap={3}>
          <ButtonLink to={paths.home()} colorPalette="brand">Go home</ButtonLink>
          <ButtonLink to={paths.discover()} variant="outline">Find suppliers</ButtonLink>
        </HStack>
      </Stack>
    </Center>
  );
}
