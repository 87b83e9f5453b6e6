import { ButtonLink, Box, Container, Heading, Stack, Text, paths, useAuth } from '@forge/shell-sdk';
import { OnNavyLink } from '../../common';

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
              <ButtonLink to={paths.bomUpload()} colorPalette="brand" size="lg">Upload a BOM</ButtonLink>
            ) : (
              <>
                <ButtonLink to={paths.waitlist()} colorPalette="brand" size="lg">
                  Join the waitlist
                </ButtonLink>
                <OnNavyLink to={paths.sales()}>Talk to sales</OnNavyLink>
              </>
            )}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
