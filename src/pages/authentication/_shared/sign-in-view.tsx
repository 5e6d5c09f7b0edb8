/**
 * What the sign-in page shows, without its state and without the router: the one sign-in form
 * (sign-in-form.tsx) renders it with its state, and the page's first frame (sign-in-preview.tsx) renders
 * it disabled before the router has loaded, so the two cannot drift apart.
 */
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { PasswordField } from '@/ui/components/password-field/password-field';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@/services/auth';
import type { SignInErrors, SignInInput } from '@/services/auth';
import { FormField } from './form-field';

export const SIGN_IN_DESCRIPTION = 'Use your work email and password.';
export const SIGN_IN_COVER_TITLE = 'Welcome back';
export const FORGOT_PASSWORD = 'Forgot your password?';
export const CREATE_ACCOUNT = 'Create an account';

/** The line under the sign-in form; `link` is the "Create an account" link. */
export function SignUpPrompt({ link }: { link: ReactNode }) {
  return <>New to the workspace? {link}</>;
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

export interface SignInFormViewProps {
  values: SignInInput;
  errors: SignInErrors;
  isSubmitting: boolean;
  withDemoAccounts: boolean;
  /** The "Forgot your password?" link. */
  resetPasswordLink: ReactNode;
  emailRef?: Ref<HTMLInputElement>;
  passwordRef?: Ref<HTMLInputElement>;
  onChange: (field: keyof SignInInput) => (event: { target: { value: string } }) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Focus entered the form: someone is about to sign in. */
  onIntent?: () => void;
  onUseAccount: (account: DemoAccount) => void;
}

export function SignInFormView({
  values,
  errors,
  isSubmitting,
  withDemoAccounts,
  resetPasswordLink,
  emailRef,
  passwordRef,
  onChange,
  onSubmit,
  onIntent,
  onUseAccount,
}: SignInFormViewProps) {
  return (
    <Stack gap="6">
      <form noValidate onSubmit={onSubmit} onFocus={onIntent}>
        <Stack gap="4">
          <FormField label="Email" error={errors.email}>
            <Input
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={values.email}
              onChange={onChange('email')}
            />
          </FormField>
          <FormField label="Password" error={errors.password}>
            <PasswordField
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={onChange('password')}
            />
          </FormField>
          <Box textStyle="sm" textAlign="end">
            {resetPasswordLink}
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
      {withDemoAccounts && <DemoAccounts onUse={onUseAccount} />}
    </Stack>
  );
}
