import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@/services/auth';
import { SIGN_IN_PATH } from '@/routes/paths';
import { ErrorScreen } from './error/error-screen';

/**
 * Where the guard sends someone it could not let in (the sales-user check failed or refused them).
 * Signing in as someone else really signs out first, so the next sign-in starts clean.
 */
export default function UnauthorizedPage() {
  const navigate = useNavigate();
  const signInAsSomeoneElse = () => {
    void signOut().finally(() => navigate(SIGN_IN_PATH));
  };
  return (
    <ErrorScreen
      code="403"
      route="/unauthorized"
      fallbackTitle="Access refused"
      message="Access to that page was refused: we could not confirm that your account may open it. Sign in with an account that has access, or carry on from the dashboard."
      actions={
        <Button colorPalette="brand" onClick={signInAsSomeoneElse}>
          Sign in as someone else
        </Button>
      }
    />
  );
}
