import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Error401Page from '../../../src/pages/error/error401.page';
import Error404Page from '../../../src/pages/error/error404.page';
import Error500Page from '../../../src/pages/error/error500.page';
import UnauthorizedPage from '../../../src/pages/unauthorized.page';
import { readStoredUser, writeStoredUser } from '../../../src/services/auth';
import {
  currentPath,
  fitsWidth,
  inPlainLayout,
  NAVIGATION_TIMEOUT,
  clearToastsAfterwards,
} from '../authentication/in-auth-layout';

const meta = {
  title: 'Pages/Error/ErrorPages',
  component: Error404Page,
  decorators: [inPlainLayout],
  parameters: { layout: 'fullscreen', initialPath: '/error/error404' },
  beforeEach: clearToastsAfterwards,
} satisfies Meta<typeof Error404Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const dashboardLink = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'Back to the dashboard' });

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page not found');
    await expect(canvas.getByText(/does not exist or has moved/)).toBeVisible();
    await expect(dashboardLink(canvasElement)).toHaveAttribute('href', '/dashboard/sales');
    // Opened directly, there is no earlier page of the app to go back to.
    await expect(canvas.queryByRole('button', { name: 'Go back' })).toBeNull();
    await expect(fitsWidth()).toBe(true);
  },
};

export const UnknownPath: Story = {
  parameters: { initialPath: '/dashboard/no-such-page/with/a/rather/long/address/that/must/wrap' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page not found');
    await expect(
      canvas.getByText('/dashboard/no-such-page/with/a/rather/long/address/that/must/wrap', {
        selector: 'code',
      }),
    ).toBeVisible();
    await expect(fitsWidth()).toBe(true);
  },
};

export const Unauthorised401: Story = {
  render: () => <Error401Page />,
  parameters: { initialPath: '/error/error401' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('401 Unauthorised');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expect(dashboardLink(canvasElement)).toBeVisible();
  },
};

export const ServerError500: Story = {
  render: () => <Error500Page />,
  parameters: { initialPath: '/error/error500' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('500 Server error');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(dashboardLink(canvasElement)).toBeVisible();
  },
};

export const AccessRefused: Story = {
  render: () => <UnauthorizedPage />,
  parameters: { initialPath: '/unauthorized' },
  beforeEach: () => {
    writeStoredUser({ email: 'meera.iyer@fpw.in', name: 'Meera Iyer' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Access refused');
    await expect(canvas.getByText(/Access to that page was refused/)).toBeVisible();
    await expect(dashboardLink(canvasElement)).toHaveAttribute('href', '/dashboard/sales');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as someone else' }));
    await waitFor(() => expect(currentPath(canvasElement)).toBe('/auth/login'), NAVIGATION_TIMEOUT);
    await expect(readStoredUser()).toBeNull();
    await expect(fitsWidth()).toBe(true);
  },
};
