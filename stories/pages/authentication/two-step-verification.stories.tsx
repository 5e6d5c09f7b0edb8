import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TwoStepVerificationBasicPage from '../../../src/pages/authentication/two-step-verification/basic.page';
import TwoStepVerificationCoverPage from '../../../src/pages/authentication/two-step-verification/cover.page';
import { writeStoredUser } from '../../../src/services/auth';
import {
  currentPath,
  fitsWidth,
  inAuthLayout,
  withBackend,
  NAVIGATION_TIMEOUT,
  toastsCheckedElsewhere,
  expectToast,
  clearToastsAfterwards,
} from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/TwoStepVerification',
  component: TwoStepVerificationBasicPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/two-step-verification/basic' },
  beforeEach: [clearToastsAfterwards, withBackend({ kind: 'embedded' })],
} satisfies Meta<typeof TwoStepVerificationBasicPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const digits = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox', { name: /Verification code, digit \d of 6/ });

export const AutoAdvancesAndVerifies: Story = {
  parameters: toastsCheckedElsewhere,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Two step verification (basic)',
    );
    await expect(canvas.getByText('Demo: any six digits are accepted.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Enter the six digits of the code')).toBeVisible();

    const boxes = digits(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard('2340');
    await expect(boxes[5]).toHaveFocus();
    await userEvent.keyboard('9');
    await waitFor(() => expect(canvas.queryByText('Enter the six digits of the code')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expectToast(/The embedded demo accepts any six digits/);
    await waitFor(() => expect(currentPath(canvasElement)).toBe('/dashboard/sales'), NAVIGATION_TIMEOUT);
    await expect(fitsWidth()).toBe(true);
  },
};

export const PasteFillsTheCode: Story = {
  render: () => <TwoStepVerificationCoverPage />,
  parameters: { ...toastsCheckedElsewhere, initialPath: '/authentication/two-step-verification/cover' },
  beforeEach: () => {
    writeStoredUser({ email: 'asha.rao@fpw.in', name: 'Asha Rao' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/sent for a••••@fpw\.in/)).toBeVisible();
    const boxes = digits(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.paste('481516');
    await waitFor(() =>
      expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '1', '5', '1', '6']),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath(canvasElement)).toBe('/dashboard/sales'), NAVIGATION_TIMEOUT);
  },
};

export const ResendSaysNoCodeIsSent: Story = {
  parameters: toastsCheckedElsewhere,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a new one' }));
    await expectToast(/no mail or text-message service/);
  },
};

export const WithSupabaseSaysItIsNotSwitchedOn: Story = {
  parameters: toastsCheckedElsewhere,
  beforeEach: withBackend({ kind: 'supabase', url: 'https://demo-project.supabase.co', anonKey: 'anon-key' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Demo: any six digits are accepted.')).toBeNull();
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.paste('000000');
    // The pasted digits land through state updates; Verify pressed before they do checks an empty code.
    await waitFor(() =>
      expect(
        digits(canvasElement)
          .map((box) => (box as HTMLInputElement).value)
          .join(''),
      ).toBe('000000'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expectToast('Two-step verification is not switched on');
    await expect(currentPath(canvasElement)).toBe('/authentication/two-step-verification/basic');
  },
};
