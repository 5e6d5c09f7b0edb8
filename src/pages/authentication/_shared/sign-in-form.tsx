/**
 * The one sign-in form: auth/login and both authentication/sign-in variants render it, so they sign in
 * the same way. Kept free of heavy imports: auth/login is the first screen and has a weight budget, so
 * this one form keeps its two fields in React state with the rules of sign-in-rules.ts instead of
 * react-hook-form and zod (together ~37 KB). It behaves as the other forms do: messages appear on
 * submit, then follow each keystroke, and the first field in error takes the focus.
 */
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PasswordField } from '@/ui/components/password-field/password-field';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  signIn,
  warmUpBackend,
  type DemoAccount,
  type SignInResult,
} from '@/services/auth';
import { checkSignIn, type SignInErrors, type SignInInput } from '@/services/sign-in-rules';
import { backendConfig } from '@/services/config';
import { ScreenLink } from './auth-screen';
import { FormField } from './form-field';
import { destinationAfterSignIn, prefilledEmail } from './navigation-state';

/** Raises a toast without putting the toast store on the first screen (it loads with the Toaster). */
function toast(kind: 'error' | 'success', title: string, description: string) {
  void import('@/ui/components/toaster/toaster-store').then(({ toaster }) =>
    toaster[kind]({ title, description }),
  );
}

/** Calls the service and turns a thrown error into the same failure shape the contract promises. */
export async function attemptSignIn(email: string, password: string): Promise<SignInResult> {
  try {
    return await signIn(email, password);
  } catch (error) {
    return {
      ok: false,
      reason: 'unavailable',
      message:
        error instanceof Error && error.message ? error.message : 'The sign-in service did not answer.',
    };
  }
}

function DemoAccounts({ onUse }: { onUse: (account: DemoAccount) => void }) {
  return (
    <Box
      as="section"
      aria-labelledby="demo-accounts-title"
      borderWidth="1px"
      rounded="l2"
      p="4"
      bg="bg.subtle"
    >
      <Text id="demo-accounts-title" as="h2" fontWeight="semibold" textStyle="sm">
        Demo accounts
      </Text>
      <Text textStyle="xs" color="fg.muted" mt="1">
        This copy runs on its built-in database. Every demo account uses the password{' '}
        <Text as="span" fontFamily="mono" color="fg">
          {DEMO_PASSWORD}
        </Text>
        .
      </Text>
      <Text textStyle="xs" color="fg.muted" mt="1">
        Demo database in this browser: anyone at this browser can sign in as any demo account. Use Supabase
        for shared use.
      </Text>
      <Stack as="ul" gap="2" mt="3" listStyleType="none">
        {DEMO_ACCOUNTS.map((account) => (
          <HStack as="li" key={account.email} justify="space-between" gap="3">
            <Box minW="0">
              <Text textStyle="sm" fontWeight="medium" truncate>
                {account.name}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {' '}
                  · {account.role}
                </Text>
              </Text>
              <Text textStyle="xs" color="fg.muted" truncate>
                {account.email}
              </Text>
            </Box>
            <Button
              size="xs"
              variant="outline"
              flexShrink={0}
              aria-label={`Use ${account.name}'s account (${account.role})`}
              onClick={() => onUse(account)}
            >
              Use
            </Button>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

export interface SignInFormProps {
  /** Shows the demo accounts; defaults to whether the embedded database is the backend. */
  showDemoAccounts?: boolean;
  /** Where "Forgot your password?" leads, so each variant stays in its own look. */
  resetPasswordHref: string;
}

export function SignInForm({ showDemoAccounts, resetPasswordHref }: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const withDemoAccounts = showDemoAccounts ?? backendConfig().kind === 'embedded';
  const [values, setValues] = useState<SignInInput>(() => ({
    email: prefilledEmail(location.state),
    password: '',
  }));
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Start the embedded database once the form is on screen, so the sign-in a few seconds later finds
  // it ready (warmUpBackend waits for an idle moment and does nothing with Supabase).
  useEffect(() => warmUpBackend(), []);

  const change = (field: keyof SignInInput) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After the first submit, messages follow what is typed (react-hook-form's default elsewhere).
    if (submitted) {
      const check = checkSignIn(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const check = checkSignIn(values);
    if (!check.ok) {
      setErrors(check.errors);
      (check.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    const result = await attemptSignIn(check.values.email, check.values.password);
    setIsSubmitting(false);
    if (!result.ok) {
      // What was typed stays in the form; the password is the likely culprit, so focus it.
      toast('error', 'Sign-in failed', result.message);
      passwordRef.current?.focus();
      return;
    }
    toast('success', 'Signed in', `Welcome, ${result.user.name ?? result.user.email}.`);
    navigate(destinationAfterSignIn(location.state, result.user.designation), { replace: true });
  };

  const useAccount = (account: DemoAccount) => {
    setValues({ email: account.email, password: DEMO_PASSWORD });
    setErrors({});
    passwordRef.current?.focus();
  };

  return (
    <Stack gap="6">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="4">
          <FormField label="Email" error={errors.email}>
            <Input
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={values.email}
              onChange={change('email')}
            />
          </FormField>
          <FormField label="Password" error={errors.password}>
            <PasswordField
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
            />
          </FormField>
          <Box textStyle="sm" textAlign="end">
            <ScreenLink to={resetPasswordHref}>Forgot your password?</ScreenLink>
          </Box>
          <Button
            type="submit"
            colorPalette="brand"
            loading={isSubmitting}
            loadingText="Signing in…"
            w="full"
          >
            Sign in
          </Button>
        </Stack>
      </form>
      {withDemoAccounts && <DemoAccounts onUse={useAccount} />}
    </Stack>
  );
}
