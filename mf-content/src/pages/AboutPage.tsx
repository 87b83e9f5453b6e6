import { Container, Heading, Stack, Text } from '@forge/shell-sdk';

export default function AboutPage() {
  return (
    <Container maxW="3xl" py={12}>
      <Stack gap={5}>
        <Heading as="h1" size="3xl">
          About Forge
        </Heading>
        <Text fontSize="lg">
          Forge is a marketplace for custom manufacturing in the United States. Engineers and buyers use it to find
          capable, certified suppliers, turn a bill of materials into matched sourcing options, and run requests for
          quotes in one place.
        </Text>
        <Text>
          We started Forge because sourcing a machined bracket or a small run of PCB assemblies still means weeks of
          phone calls, stale directories and spreadsheets. American manufacturing capacity is deep but hard to see;
          Forge makes it searchable and comparable, with the evidence behind every claim.
        </Text>
      </Stack>
    </Container>
  );
}
