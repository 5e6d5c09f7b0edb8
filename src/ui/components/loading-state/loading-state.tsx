import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** A pending state that says what it waits for; announced politely to screen readers. */
export function LoadingState({ label = 'Loading…', minH = '40' }: { label?: string; minH?: string }) {
  return (
    <Center minH={minH} role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
