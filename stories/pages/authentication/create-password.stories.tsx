import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CreatePasswordBasicPage from '../../../src/pages/authentication/create-password/basic.page';
import CreatePasswordCoverPage from '../../../src/pages/authentication/create-password/cover.page';
import {
  currentPath,
  fitsWidth,
  inAuthLayout,
  NAVIGATION_TIMEOUT,
  toastsCheckedElsewhere,
  expectToast,
  clearToastsAfterwards,
} from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/CreatePassword',
  component: CreatePasswordBasicPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/create-password/basic' },
  beforeEach: clearToastsAfterwards,
} satisfies Meta<typeof CreatePasswordBasicPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RulesAndMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Create password (basic)');
    const password = canvas.getByLabelText('New password');
    await userEvent.type(password, 'panel');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'panel');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    // The first broken rule is named under the field.
    await expect(await canvas.findByText('Use at least 8 characters')).toBeVisible();

    await userEvent.type(password, 'Board@18');
    await waitFor(() => expect(canvas.queryByText('Use at least 8 characters')).toBeNull());
    await expect(canvas.getByText('The two passwords do not match')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    await expect(fitsWidth()).toBe(true);
  },
};

export const SavedSaysWhatHappened: Story = {
  render: () => <CreatePasswordCoverPage />,
  parameters: { ...toastsCheckedElsewhere, initialPath: '/authentication/create-password/cover' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Create password (cover)');
    await userEvent.type(canvas.getByLabelText('New password'), 'Board@18mm');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Board@18mm');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expectToast('New password checked');
    await waitFor(
      () => expect(currentPath(canvasElement)).toBe('/authentication/sign-in/cover'),
      NAVIGATION_TIMEOUT,
    );
  },
};
