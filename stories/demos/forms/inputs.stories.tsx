import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InputsDemo } from '../../../src/ui/demos/forms/inputs-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/Inputs', component: InputsDemo } satisfies Meta<typeof InputsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inputs' })).toBeVisible();

    // Help text is part of the field's description.
    const client = canvas.getByLabelText(/Client name/);
    await expect(client).toHaveAccessibleDescription('As it should appear on the quotation.');
    await expect(client).toBeRequired();

    const length = canvas.getByLabelText('Panel length');
    await userEvent.click(length);
    await userEvent.keyboard('{ArrowUp}');
    // The number input's machine formats the stepped value on its next render.
    await waitFor(() => expect(length).toHaveValue('2,450'));

    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');

    const email = canvas.getByLabelText('Client email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter an email address, like name@example.com.');
    await userEvent.type(email, 'priya@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const PhoneDark: Story = phoneDark;
