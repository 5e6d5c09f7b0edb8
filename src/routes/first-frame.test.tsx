// The sign-in page paints before the router has loaded (first-frame.tsx): that first frame must be the
// sign-in page, word for word and control for control, with nothing in it that accepts input, and the
// routed page must take its place.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type * as AuthService from '@/services/auth';
import { UiProvider } from '@/ui/provider';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import AuthLoginPage from '@/pages/auth/login.page';
import { SignInPreview } from '@/pages/authentication/_shared/sign-in-preview';
import { AuthLayoutFrame } from './layouts/auth-layout-frame';
import { hasFirstFrame } from './first-frame';

// Rendering the form would start the embedded database in the background.
vi.mock('@/services/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthService>()),
  warmUpBackend: () => undefined,
}));

/** What a person (or a screen reader) meets on the page: its words and its controls by role and name. */
function pageOutline(container: HTMLElement) {
  const roles = ['heading', 'textbox', 'button', 'link', 'region', 'list', 'listitem'] as const;
  const controls = roles.flatMap((role) =>
    within(container)
      .queryAllByRole(role)
      .map((element) => `${role}:${element.textContent}`),
  );
  return { text: container.textContent, controls };
}

describe('the sign-in page before the router', () => {
  it('is drawn for the sign-in page and for the root that leads to it, and nowhere else', () => {
    expect(hasFirstFrame('/auth/login')).toBe(true);
    expect(hasFirstFrame('/auth/login/')).toBe(true);
    expect(hasFirstFrame('/')).toBe(true);
    expect(hasFirstFrame('/dashboard/sales')).toBe(false);
    expect(hasFirstFrame('/authentication/sign-up/basic')).toBe(false);
  });

  it('draws the same page as the routed sign-in page, with the form disabled', () => {
    const preview = render(
      <UiProvider system={firstScreenSystem}>
        <AuthLayoutFrame>
          <SignInPreview />
        </AuthLayoutFrame>
      </UiProvider>,
    );
    const previewOutline = pageOutline(preview.container);
    const fields = [screen.getByLabelText('Email'), screen.getByLabelText('Password')];
    for (const field of fields) expect(field.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign in' }).matches(':disabled')).toBe(true);
    for (const use of screen.getAllByRole('button', { name: /^Use .*'s account/ }))
      expect(use.matches(':disabled')).toBe(true);
    expect(document.title).toMatch(/Sign in/);
    preview.unmount();

    const routed = render(
      <UiProvider system={firstScreenSystem}>
        <MemoryRouter initialEntries={['/auth/login']}>
          <AuthLayoutFrame>
            <AuthLoginPage />
          </AuthLayoutFrame>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByLabelText('Email').matches(':disabled')).toBe(false);
    expect(previewOutline.text).toBe(routed.container.textContent);
    expect(previewOutline.controls).toEqual(pageOutline(routed.container).controls);
    // The links lead where the routed page's links lead.
    const hrefs = (container: HTMLElement) =>
      within(container)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs(routed.container)).toEqual([
      '/authentication/reset-password/basic',
      '/authentication/sign-up/basic',
    ]);
  });
});
