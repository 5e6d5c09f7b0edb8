/**
 * The sign-in page as it first paints, before the router has loaded (first-frame.tsx): the same frame,
 * words and fields as auth/login, drawn by the same components, with the form disabled. The router's
 * ~30 KB gzip would otherwise stand between the first byte and the first paint of the app's first
 * screen. Once the router has loaded the page itself, it takes the preview's place; nothing can be typed
 * into the preview (a disabled fieldset), so nothing typed is lost in the swap.
 */
import { Link, chakra } from '@chakra-ui/react';
import { useEffect } from 'react';
import { AuthFrame } from '@/ui/components/auth-frame/auth-frame';
import { APP_TITLE, backendConfig, documentTitle } from '@/services/kit';
import { SIGN_IN_PATH, findAuthRoute } from '@/routes/first-screen-paths';
import { SCREEN_LINK_STYLE, flowHref } from './auth-links';
import {
  CREATE_ACCOUNT,
  FORGOT_PASSWORD,
  SIGN_IN_COVER_TITLE,
  SIGN_IN_DESCRIPTION,
  SignInFormView,
  SignUpPrompt,
} from './sign-in-view';

const EMPTY = { email: '', password: '' };
const ignore = () => () => undefined;

export function SignInPreview() {
  const title = findAuthRoute(SIGN_IN_PATH)?.title ?? 'Sign in';
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <AuthFrame
      brand={APP_TITLE}
      title={title}
      variant="basic"
      description={SIGN_IN_DESCRIPTION}
      coverTitle={SIGN_IN_COVER_TITLE}
      footer={
        <SignUpPrompt
          link={
            <Link href={flowHref('sign-up', 'basic')} {...SCREEN_LINK_STYLE}>
              {CREATE_ACCOUNT}
            </Link>
          }
        />
      }
    >
      <chakra.fieldset disabled aria-busy="true" minW="0" m="0" p="0" borderWidth="0">
        <SignInFormView
          values={EMPTY}
          errors={{}}
          isSubmitting={false}
          withDemoAccounts={backendConfig().kind === 'embedded'}
          resetPasswordLink={
            <Link href={flowHref('reset-password', 'basic')} {...SCREEN_LINK_STYLE}>
              {FORGOT_PASSWORD}
            </Link>
          }
          onChange={ignore}
          onSubmit={(event) => event.preventDefault()}
          onUseAccount={() => undefined}
        />
      </chakra.fieldset>
    </AuthFrame>
  );
}
