import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Container, HStack, Input, Text, displayNameOf, paths, useAuth } from '@forge/shell-sdk';

export function Header() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text) navigate(paths.discover({ q: text }));
  };
  return (
    <Box as="header" position="fixed" top={0} insetX={0} zIndex="sticky" bg="navy.900" color="white" h="64px">
      <Container maxW="7xl" h="full">
        <HStack h="full" gap={4} justify="space-between">
          <RouterLink to="/" aria-label="Forge home">
            <Text fontWeight="bold" fontSize="xl" color="brand.400">
              Forge
            </Text>
          </RouterLink>
          <form onSubmit={onSearch} role="search">
            <Input
              aria-label="Search suppliers"
              placeholder="Search suppliers"
              size="sm"
              bg="whiteAlpha.200"
              borderColor="whiteAlpha.300"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </form>
          <HStack gap={2}>
            {auth.status === 'signed-in' && auth.user ? (
              <>
                <Text fontSize="sm">{displayNameOf(auth.user)}</Text>
                <Button size="sm" variant="outline" colorPalette="gray" onClick={() => void auth.logout()}>
                  Log out
                </Button>
              </>
            ) : (
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={paths.login()}>Sign In</RouterLink>
              </Button>
            )}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
