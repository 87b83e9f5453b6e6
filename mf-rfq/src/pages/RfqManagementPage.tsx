import { Container, Heading, Text } from '@forge/shell-sdk';

export default function RfqManagementPage() {
  return (
    <Container maxW="6xl" py={8}>
      <Heading as="h1" size="2xl">
        RFQ management
      </Heading>
      <Text mt={2} color="fg.muted">
        Your requests for quotes and the suppliers' answers.
      </Text>
    </Container>
  );
}
