import { Button, Center, Code, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  deleteStoredEmbeddedDatabase,
  embeddedStartFailure,
  subscribeToEmbeddedStartFailure,
} from '@/services/embedded-start-failure';

/**
 * Shows its children until the embedded database reports a SQL file that failed to apply; then one
 * screen names the file and the database's message instead of every page failing on its own.
 */
export function EmbeddedStartGate({ children }: { children: ReactNode }) {
  const failure = useSyncExternalStore(subscribeToEmbeddedStartFailure, embeddedStartFailure, () => null);
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  if (failure === null) return children;

  const startOver = async () => {
    setClearing(true);
    try {
      await deleteStoredEmbeddedDatabase();
      window.location.reload();
    } catch (error) {
      setClearing(false);
      setClearError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Center as="main" minH="100dvh" px="4">
      <Container maxW="2xl">
        <Stack gap="4" role="alert">
          <Heading as="h1" size="2xl">
            The built-in database could not be prepared
          </Heading>
          <Text>
            Applying <Code>{failure.failedPath}</Code> failed:
          </Text>
          <Code display="block" whiteSpace="pre-wrap" p="3">
            {failure.message}
          </Code>
          <Text color="fg.muted">
            Nothing of that file was applied: each SQL file runs in its own transaction, so the database is as
            it was before it. Fix the file and try again, or start over with fresh demo data (what you changed
            in this browser is lost).
          </Text>
          {clearError && <Text color="fg.error">The stored database could not be deleted: {clearError}</Text>}
          <HStack>
            <Button colorPalette="brand" onClick={() => window.location.reload()}>
              Try again
            </Button>
            <Button variant="outline" loading={clearing} onClick={() => void startOver()}>
              Start over with fresh demo data
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Center>
  );
}
