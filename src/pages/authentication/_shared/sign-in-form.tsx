/**
 * The one sign-in form: auth/login and both authentication/sign-in variants render it, so they sign in
 * the same way. Kept free of heavy imports: auth/login is the first screen and has a weight budget, so
 * this one form keeps its two fields in React state with the rules of sign-in-rules.ts instead of
 * react-hook-form and zod (together ~37 KB). It behaves as the other forms do: messages appear on
 * submit, then follow each keystroke, and the first field in error takes the focus. What it shows is
 * sign-in-view.tsx, which the sign-in page's first frame also draws before the router has loaded.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DEMO_PASSWORD,
  signIn,
  startBackendOnIntent,
  warmUpBackend,
  type DemoAccount,
  type SignInResult,
  checkSignIn,
  type SignInErrors,
  type SignInInput,
} from '@/services/auth';
import { backendConfig } from '@/services/kit';
import { preloadSignedInShell } from '@/routes/page-preload';
import { ScreenLink } from './auth-screen';
import { FORGOT_PASSWORD, SignInFormView } from './sign-in-view';
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
    // While the sign-in waits for the database, the layout every signed-in page opens in loads.
    preloadSignedInShell();
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
    <SignInFormView
      values={values}
      errors={errors}
      isSubmitting={isSubmitting}
      withDemoAccounts={withDemoAccounts}
      resetPasswordLink={<ScreenLink to={resetPasswordHref}>{FORGOT_PASSWORD}</ScreenLink>}
      emailRef={emailRef}
      passwordRef={passwordRef}
      onChange={change}
      onSubmit={(event) => void onSubmit(event)}
      onIntent={startBackendOnIntent}
      onUseAccount={useAccount}
    />
  );
}
