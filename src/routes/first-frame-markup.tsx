/**
 * Build time only: the sign-in page's first frame as HTML, with the styles it needs inline, so
 * index.html can show it before any JavaScript has run (vite.config.ts, prerenderFirstFrame).
 */
import { renderToString } from 'react-dom/server';
import { SignInPreview } from '@/pages/authentication/_shared/sign-in-preview';
import { UiProvider } from '@/ui/provider';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { AuthLayoutFrame } from './layouts/auth-layout-frame';

export function renderFirstFrame(): string {
  return renderToString(
    <UiProvider system={firstScreenSystem} deferToaster>
      <AuthLayoutFrame>
        <SignInPreview />
      </AuthLayoutFrame>
    </UiProvider>,
  );
}
