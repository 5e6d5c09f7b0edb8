import { Button, Code } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/** The 404 page, also shown for any path the app does not know (under that path, in the plain layout). */
export default function Error404Page() {
  const location = useLocation();
  const navigate = useNavigate();
  const unknownPath = location.pathname !== '/error/error404';
  // "default" is the key of the first entry: there is no earlier page of this app to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <ErrorScreen
      code="404"
      route="/error/error404"
      fallbackTitle="404 Page not found"
      message={
        unknownPath ? (
          <>
            There is no page at <Code wordBreak="break-all">{location.pathname}</Code>. Check the address, or
            carry on from the dashboard.
          </>
        ) : (
          'The page you were looking for does not exist or has moved.'
        )
      }
      actions={
        canGoBack ? (
          <Button colorPalette="brand" onClick={() => navigate(-1)}>
            Go back
          </Button>
        ) : undefined
      }
    />
  );
}
