import { Box, HStack, Text } from '@forge/shell-sdk';

const STEPS = ['Upload', 'Map columns', 'Process', 'Results'] as const;

/** Where the buyer is in the flow; the current step is announced as such. */
export function UploadSteps({ current }: { current: number }) {
  return (
    <Box as="nav" aria-label="Upload steps">
      <HStack as="ol" gap={{ base: 2, md: 4 }} listStyleType="none" wrap="wrap">
        {STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <HStack as="li" key={step} gap={2} aria-current={active ? 'step' : undefined}>
              <Box
                w="7"
                h="7"
                borderRadius="full"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontSize="sm"
                fontWeight="bold"
                bg={active ? 'brand.solid' : done ? 'navy.700' : 'bg.muted'}
                color={active || done ? 'white' : 'fg.muted'}
              >
                {done ? '✓' : index + 1}
              </Box>
              <Text fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={active ? 'fg' : 'fg.muted'}>
                {step}
              </Text>
            </HStack>
          );
        })}
      </HStack>
    </Box>
  );
}
