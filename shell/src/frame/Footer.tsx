import { Box, Container, Text } from '@forge/shell-sdk';

export function Footer() {
  return (
    <Box as="footer" bg="navy.900" color="navy.100" py={8}>
      <Container maxW="7xl">
        <Text fontSize="sm">© {new Date().getFullYear()} Forge. Made in America 🇺🇸</Text>
      </Container>
    </Box>
  );
}
