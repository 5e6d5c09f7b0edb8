/** Links between the auth screens, free of the router: the sign-in page's first frame uses them too. */
import type { LinkProps } from '@chakra-ui/react';
import type { AuthFrameVariant } from '@/ui/components/auth-frame/auth-frame';
import { href } from '@/routes/first-screen-paths';

/** How a link to another auth screen looks, routed (ScreenLink) or not yet (the sign-in page's first frame). */
export const SCREEN_LINK_STYLE = {
  colorPalette: 'brand',
  color: 'colorPalette.fg',
  fontWeight: 'medium',
} as const satisfies LinkProps;

export type AuthFlow =
  'sign-in' | 'sign-up' | 'reset-password' | 'create-password' | 'lock-screen' | 'two-step-verification';

/** The same flow in the same look: a cover page links on to cover pages, a basic one to basic ones. */
export function flowHref(flow: AuthFlow, variant: AuthFrameVariant): string {
  return href(`/authentication/${flow}/${variant}` as const);
}
