import { Container, Heading, Text } from '@forge/shell-sdk';

export default function UploadPage() {
  return (
    <Container maxW="4xl" py={8}>
      <Heading as="h1" size="2xl">
        Upload a bill of materials
      </Heading>
      <Text mt={2} color="fg.muted">
        CSV, TSV or XLSX, up to 10 MB and 20,000 lines.
      </Text>
    </Container>
  );
}
