import { Box, Button, HStack } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '@/ui';

/** What a route shows when its module fails to load or its page throws: a message and a way on. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Box p="6" maxW="2xl" mx="auto">
      <ErrorState title="This page could not be shown" message={message} />
      <HStack mt="4">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <a href="/dashboard/sales">Go to the dashboard</a>
        </Button>
      </HStack>
    </Box>
  );
}
