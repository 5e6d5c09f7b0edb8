import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SignUpBasicPage from '../../../src/pages/authentication/sign-up/basic.page';
import SignUpCoverPage from '../../../src/pages/authentication/sign-up/cover.page';
import {
  currentPath,
  currentState,
  fitsWidth,
  inAuthLayout,
  NAVIGATION_TIMEOUT,
  toastsCheckedElsewhere,
  expectToast,
  clearToastsAfterwards,
} from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/SignUp',
  component: SignUpBasicPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/sign-up/basic' },
  beforeEach: clearToastsAfterwards,
} satisfies Meta<typeof SignUpBasicPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const strength = (canvasElement: HTMLElement) =>
  Number(
    within(canvasElement).getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuenow'),
  );

export const StrengthMeterRisesAsRulesAreMet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sign up (basic)');
    const password = canvas.getByLabelText('Password');
    await expect(strength(canvasElement)).toBe(0);
    const seen: number[] = [];
    for (const chunk of ['work', 'SHOP', '7', '#']) {
      await userEvent.type(password, chunk);
      seen.push(strength(canvasElement));
    }
    // work: lower; +SHOP: upper and 8 characters; +7: digit; +#: symbol.
    await expect(seen).toEqual([1, 3, 4, 5]);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Strong: 5 of 5 rules met');
    await expect(canvas.getByText('A digit (0–9)')).toHaveTextContent('(met)');
    await expect(fitsWidth()).toBe(true);
  },
};

export const ConfirmationMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Kavya Menon');
    await userEvent.type(canvas.getByLabelText('Work email'), 'kavya.menon@fpw.in');
    await userEvent.type(canvas.getByLabelText('Password'), 'Workshop7#');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Workshop7$');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('The two passwords do not match')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');

    // Fixing the first password to match clears the message (the confirmation is re-checked).
    const password = canvas.getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, 'Workshop7$');
    await waitFor(() => expect(canvas.queryByText('The two passwords do not match')).toBeNull());
  },
};

export const EmptySubmitShowsEveryMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Enter your full name')).toBeVisible();
    await expect(canvas.getByText('Enter your email address')).toBeVisible();
    await expect(canvas.getByText('Choose a password')).toBeVisible();
    await expect(canvas.getByText('Type the password again')).toBeVisible();
  },
};

export const ValidDetailsSayWhatHappened: Story = {
  render: () => <SignUpCoverPage />,
  parameters: { ...toastsCheckedElsewhere, initialPath: '/authentication/sign-up/cover' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Kavya Menon');
    await userEvent.type(canvas.getByLabelText('Work email'), ' Kavya.Menon@fpw.in ');
    await userEvent.type(canvas.getByLabelText('Password'), 'Workshop7#');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Workshop7#');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expectToast('Details checked');
    await expectToast(/No account was opened: staff accounts are created by an administrator/);
    await waitFor(
      () => expect(currentPath(canvasElement)).toBe('/authentication/sign-in/cover'),
      NAVIGATION_TIMEOUT,
    );
    await expect(currentState(canvasElement)).toEqual({ email: 'Kavya.Menon@fpw.in' });
  },
};
