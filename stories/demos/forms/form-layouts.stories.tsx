import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormLayoutsDemo } from '../../../src/ui/demos/forms/form-layouts-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/FormLayouts', component: FormLayoutsDemo } satisfies Meta<
  typeof FormLayoutsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['New lead, vertical', 'New lead, horizontal', 'Project details', 'Site survey']) {
      await expect(canvas.getByRole('form', { name })).toBeVisible();
    }
    const survey = within(canvas.getByRole('form', { name: 'Site survey' }));
    for (const legend of ['Client', 'Site', 'Scope'])
      await expect(survey.getByRole('group', { name: legend })).toBeVisible();

    await userEvent.click(
      within(canvas.getByRole('form', { name: 'Project details' })).getByRole('button', {
        name: 'Save project',
      }),
    );
    // The toast fades in, so it is judged visible once its entry animation has run.
    const toast = await within(canvasElement.ownerDocument.body).findByText('Project saved');
    await waitFor(() => expect(toast).toBeVisible());
    // The app's toaster closes its toasts after 3000 ms.
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const PhoneDark: Story = phoneDark;
