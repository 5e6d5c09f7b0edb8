import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_IN_PATH } from '@/routes/paths';
import { ErrorScreen } from './error-screen';

export default function Error401Page() {
  return (
    <ErrorScreen
      code="401"
      route="/error/error401"
      fallbackTitle="401 Unauthorised"
      message="You need to sign in to see this page."
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to={SIGN_IN_PATH}>Sign in</RouterLink>
        </Button>
      }
    />
  );
}
