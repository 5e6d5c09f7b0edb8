import { Button, Center, Code, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  deleteStoredEmbeddedDatabase,
  embeddedStartFailure,
  subscribeToEmbeddedStartFailure,
} from '@/services/kit';

/**
 * Shows its children until the embedded database reports that its start failed: a SQL file that did
 * not apply (the screen names it), or a database that could not start at all (no worker, a worker
 * that says nothing for seconds); then one screen with the database's message instead of every page
 * failing on its own.
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
            {failure.failedPath === null
              ? 'The built-in database did not start'
              : 'The built-in database could not be prepared'}
          </Heading>
          {failure.failedPath === null ? (
            <Text>The database that runs in this browser could not start:</Text>
          ) : (
            <Text>
              Applying <Code>{failure.failedPath}</Code> failed:
            </Text>
          )}
          <Code display="block" whiteSpace="pre-wrap" p="3">
            {failure.message}
          </Code>
          <Text color="fg.muted">
            {failure.failedPath === null
              ? 'Try again; if it keeps failing, this browser may block what the database needs (web workers or storage, as some private windows do), or start over with fresh demo data (what you changed in this browser is lost).'
              : 'Nothing of that file was applied: each SQL file runs in its own transaction, so the database is as it was before it. Fix the file and try again, or start over with fresh demo data (what you changed in this browser is lost).'}
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
