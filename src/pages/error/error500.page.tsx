import { Button } from '@chakra-ui/react';
import { ErrorScreen } from './error-screen';

export default function Error500Page() {
  return (
    <ErrorScreen
      code="500"
      route="/error/error500"
      fallbackTitle="500 Server error"
      message="Something went wrong on our side. Try again in a moment; if it keeps happening, tell an administrator what you were doing."
      actions={
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Try again
        </Button>
      }
    />
  );
}
