// The embedded backend is a single-user demo, not a security boundary: the sign-in page's demo
// accounts say so plainly, and do not present themselves as more.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import type * as AuthService from '@/services/auth';
import { UiProvider } from '@/ui/provider';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { SignInForm } from './sign-in-form';

// Rendering the form would start the embedded database in the background.
vi.mock('@/services/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthService>()),
  warmUpBackend: () => undefined,
  startBackendOnIntent: () => undefined,
}));

it('says on the demo accounts that anyone at this browser can sign in as any of them', () => {
  render(
    <UiProvider system={firstScreenSystem}>
      <MemoryRouter>
        <SignInForm showDemoAccounts resetPasswordHref="/authentication/reset-password/basic" />
      </MemoryRouter>
    </UiProvider>,
  );
  const panel = screen.getByRole('region', { name: 'Demo accounts' });
  expect(panel.textContent).toContain(
    'Demo database in this browser: anyone at this browser can sign in as any demo account. Use Supabase for shared use.',
  );
});
