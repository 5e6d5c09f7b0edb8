import { Center, Code, Container, Heading, Stack, Text } from '@chakra-ui/react';

/** Exactly one of the two Supabase variables set: the app cannot tell which backend to use. */
export function ConfigurationError({ missing }: { missing: string }) {
  const other = missing === 'VITE_SUPABASE_URL' ? 'VITE_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_URL';
  return (
    <Center as="main" minH="100dvh" px="4">
      <Container maxW="xl">
        <Stack gap="4" role="alert">
          <Heading as="h1" size="2xl">
            Configuration error
          </Heading>
          <Text>
            <Code>{other}</Code> is set but <Code>{missing}</Code> is missing. Set both to use Supabase, or
            neither to use the embedded database.
          </Text>
          <Text color="fg.muted">Edit your .env file and restart the app.</Text>
        </Stack>
      </Container>
    </Center>
  );
}
