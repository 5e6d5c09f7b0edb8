/** The frame every sign-in and account page shares: the app's brand and the route's title as the h1. */
import { Link } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { markFirstScreenPainted } from '@/ui/first-paint';
import { AuthFrame, type AuthFrameProps } from '@/ui/components/auth-frame/auth-frame';
import { APP_TITLE } from '@/services/kit';
import { SCREEN_LINK_STYLE } from './auth-links';
import { useAuthRouteEntry } from '@/routes/use-auth-route-entry';

export type AuthScreenProps = Omit<AuthFrameProps, 'brand' | 'title'> & {
  /** The h1 when the route table has no entry for the current path (e.g. in a story). */
  fallbackTitle: string;
};

export function AuthScreen({ fallbackTitle, ...frame }: AuthScreenProps) {
  const title = useAuthRouteEntry()?.title ?? fallbackTitle;
  // The first screen's content is on the page: deferred work (toasts, the next routes) may start.
  useEffect(() => markFirstScreenPainted(), []);
  return <AuthFrame brand={APP_TITLE} title={title} {...frame} />;
}

/** A link to another screen of the app, styled as a text link. */
export function ScreenLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild {...SCREEN_LINK_STYLE}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export { flowHref, type AuthFlow } from './auth-links';
