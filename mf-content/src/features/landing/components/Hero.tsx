import { ButtonLink, Box, Button, Container, Heading, HStack, Input, Stack, Text, paths, useAuth, useSearchBox, displayNameOf } from '@forge/shell-sdk';
import { OnNavyLink } from '../../common';

export function Hero() {
  const auth = useAuth();
  const { query, setQuery, submit: search } = useSearchBox();
  const signedIn = auth.status === 'signed-in' && auth.user;
  return (
    <Box bg="navy.900" color="white" pt={{ base: 12, md: 20 }} pb={{ base: 14, md: 24 }} backgroundImage="radial-gradient(circle at 85% 0%, rgba(249,115,22,0.18), transparent 45%)">
      <Container maxW="6xl">
        <Stack gap={6} maxW="4xl">
          <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="brand.300">
            The sourcing platform for American manufacturing
          </Text>
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="tight" fontWeight="bold">
            Custom parts, sourced in days — not weeks.
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100" maxW="3xl">
            Find verified US machine shops, fabricators and assemblers by capability, certification and location. Upload a bill of materials and
            Forge matches every line to suppliers who can make it, then sends your RFQs.
          </Text>
          <form onSubmit={search} role="search" aria-label="Search suppliers">
            <Stack direction={{ base: 'column', sm: 'row' }} gap={2} maxW="2xl">
              <Input
                aria-label="Search suppliers by capability, name or city"
                placeholder="CNC machining in Ohio, anodizing, PCB assembly…"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                bg="white"
                color="gray.900"
                size="xl"
                _placeholder={{ color: 'gray.600' }}
              />
              <Button type="submit" size="xl" colorPalette="brand" px={8}>
                Search suppliers
              </Button>
            </Stack>
          </form>
          <HStack gap={3} wrap="wrap">
            {signedIn ? (
              <>
                <Text color="navy.100">Welcome back, {displayNameOf(auth.user!)}.</Text>
                <ButtonLink to={paths.bomUpload()} size="md" variant="solid" colorPalette="brand">
                  Upload a BOM
                </ButtonLink>
                <OnNavyLink to={paths.rfqManagement()} size="md">Your RFQs</OnNavyLink>
              </>
            ) : (
              <>
                <OnNavyLink to={paths.waitlist()} size="md">Join the waitlist</OnNavyLink>
                <OnNavyLink to="/waitlist?role=supplier" size="md" variant="ghost">List your shop</OnNavyLink>
              </>
            )}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
