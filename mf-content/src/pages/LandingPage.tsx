import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Container, Heading, HStack, Input, Stack, Text, paths } from '@forge/shell-sdk';

export default function LandingPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) navigate(paths.discover({ q: query.trim() }));
  };
  return (
    <Box bg="navy.900" color="white" py={{ base: 16, md: 24 }}>
      <Container maxW="5xl">
        <Stack gap={6}>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            Custom manufacturing, sourced in minutes — not weeks.
          </Heading>
          <Text fontSize="xl" color="navy.100" maxW="3xl">
            Find verified US machine shops, fabricators and assemblers by capability, certification and location.
            Upload a bill of materials and Forge matches every line to suppliers who can make it.
          </Text>
          <form onSubmit={search} role="search" aria-label="Search suppliers">
            <HStack maxW="2xl" gap={2}>
              <Input
                aria-label="Search suppliers by capability, name or city"
                placeholder="CNC machining in Ohio, anodizing, PCB assembly..."
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                bg="white"
                color="gray.900"
                size="lg"
              />
              <Button type="submit" size="lg" colorPalette="brand">
                Search
              </Button>
            </HStack>
          </form>
        </Stack>
      </Container>
    </Box>
  );
}
