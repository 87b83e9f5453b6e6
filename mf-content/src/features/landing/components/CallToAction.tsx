import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Heading, Stack, Text, paths, useAuth } from '@forge/shell-sdk';

export function CallToAction() {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  return (
    <Box as="section" aria-labelledby="cta-heading" bg="navy.900" color="white" py={{ base: 12, md: 16 }}>
      <Container maxW="4xl" textAlign="center">
        <Stack gap={5} align="center">
          <Heading as="h2" id="cta-heading" size="2xl">
            {signedIn ? 'Ready for your next sourcing project?' : 'Get early access to Forge'}
          </Heading>
          <Text color="navy.100" fontSize="lg" maxW="2xl">
            {signedIn
              ? 'Upload a bill of materials and get matched suppliers in minutes.'
              : 'We are onboarding buyers and suppliers in small groups. Join the waitlist and bring your BOM: we will match it when your seat opens.'}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            {signedIn ? (
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to={paths.bomUpload()}>Upload a BOM</RouterLink>
              </Button>
            ) : (
              <>
                <Button asChild colorPalette="brand" size="lg">
                  <RouterLink to={paths.waitlist()}>Join the waitlist</RouterLink>
                </Button>
                <Button asChild variant="outline" size="lg" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
                  <RouterLink to={paths.sales()}>Talk to sales</RouterLink>
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
