import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ValidationsDemo } from '../../../src/ui/demos/forms/validations-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/Validations', component: ValidationsDemo } satisfies Meta<
  typeof ValidationsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

const REQUIRED_MESSAGES: [string, string][] = [
  ['Client name', 'Enter the client’s name.'],
  ['Mobile number', 'Enter a mobile number.'],
  ['Email', 'Enter an email address.'],
  ['PIN code', 'A PIN code has 6 digits.'],
  ['Carpet area', 'Enter the carpet area.'],
  ['Budget', 'Enter the budget.'],
  ['Start date', 'Choose a start date.'],
  ['Handover date', 'Choose a handover date.'],
  ['Floor plan', 'Attach the floor plan.'],
];

export const RequiredMessagesAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book survey' }));

    // Focus goes to the first field to fix.
    await waitFor(() => expect(canvas.getByLabelText(/Client name/)).toHaveFocus());

    // Each message sits next to its field and is part of the field's description.
    for (const [label, text] of REQUIRED_MESSAGES) {
      const control = canvas.getByLabelText(new RegExp(`^${label}`));
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    await expect(canvas.getByText('Choose at least one room.')).toBeVisible();
    await expect(canvas.getByText('Accept the terms to continue.')).toBeVisible();

    // The summary lists every problem and links to its field.
    const summary = canvas.getByRole('region', { name: 'Problems to fix' });
    await expect(within(summary).getByRole('heading', { name: '11 problems to fix' })).toBeVisible();
    const link = within(summary).getByRole('link', { name: 'Budget: Enter the budget.' });
    await expect(link).toHaveAttribute('href', '#booking-budget');
    await userEvent.click(link);
    await expect(canvas.getByLabelText(/^Budget/)).toHaveFocus();

    // Fixing a field updates its message and the summary as you type.
    await userEvent.type(canvas.getByLabelText(/Client name/), 'Priya Sharma');
    await waitFor(() =>
      expect(within(summary).getByRole('heading', { name: '10 problems to fix' })).toBeVisible(),
    );
    await expect(canvas.queryByText('Enter the client’s name.')).toBeNull();
  },
};

export const EveryRuleType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (label: string) => canvas.getByLabelText(new RegExp(`^${label}`));

    await userEvent.type(field('Client name'), 'Al'); // min length
    await userEvent.type(field('Mobile number'), '12345'); // pattern
    await userEvent.type(field('Email'), 'priya@'); // email
    await userEvent.type(field('Confirm email'), 'priya@example.org'); // matching fields
    await userEvent.type(field('GSTIN'), '27AAPFU0939F1ZX'); // pattern with check digit
    await userEvent.type(field('PIN code'), '5600'); // pattern
    await userEvent.type(field('Carpet area'), '50'); // number range
    await userEvent.type(field('Budget'), '50000'); // minimum
    await userEvent.type(field('Start date'), '2025-06-01'); // date range
    await userEvent.type(field('Handover date'), '2025-05-01'); // after another date
    for (const room of ['Kitchen', 'Living room', 'Master bedroom', 'Study', 'Pooja room']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: room })); // array size
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: /Visit the site/ })); // conditional
    await userEvent.type(field('Site address'), 'MG Road');
    await userEvent.upload(
      field('Floor plan'),
      new File([new Uint8Array(6 * 1024 * 1024)], 'plan.pdf', { type: 'application/pdf' }),
    ); // file size
    await userEvent.click(canvas.getByRole('button', { name: 'Book survey' }));

    const expected = [
      'The name needs at least 3 characters.',
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      'Enter an email address like name@example.com.',
      'The two email addresses do not match.',
      'Enter a valid 15-character GSTIN, or leave it empty.',
      'A PIN code has 6 digits.',
      'The carpet area is at least 100 sqft.',
      'The smallest project we take is ₹1,00,000.',
      'Start between 2026-01-01 and 2027-12-31.',
      'Handover must be after the start date.',
      'Choose at most four rooms; bigger jobs need a full survey.',
      'Enter the site address for the visit (at least 10 characters).',
      'The floor plan must be 5 MB or smaller.',
      'Accept the terms to continue.',
    ];
    const summary = await canvas.findByRole('region', { name: 'Problems to fix' });
    for (const text of expected) {
      await expect(
        within(summary).getByText(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      ).toBeVisible();
    }
    await waitFor(() => expect(field('Client name')).toHaveFocus());
  },
};

export const PhoneDark: Story = phoneDark;
