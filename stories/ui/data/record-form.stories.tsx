/**
 * RecordForm on a staff-like record with every field kind, inside its own data router (the
 * unsaved-changes prompt uses react-router's blocker). Each story's save behaves as a backend would:
 * accepts, refuses a field by its constraint, or reports a stale version.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { RecordForm } from '../../../src/ui/components/record-form/record-form';
import type {
  RecordFieldSpec,
  RecordFormFailure,
  RecordFormSubmitContext,
} from '../../../src/ui/components/record-form/record-form-types';

const memberSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  email: z.string().trim().toLowerCase().email('Enter an email address like name@fpw.in.'),
  designation: z.enum(['sales', 'designer', 'production'], { error: 'Choose a designation.' }),
  roles: z.array(z.string()).min(1, 'Give at least one role.'),
  thickness_mm: z.number({ error: 'Enter the thickness.' }).positive('The thickness must be above 0 mm.'),
  area_sqft: z.number({ error: 'Enter the area.' }).positive('The area must be above 0 sqft.'),
  discount_percent: z.number({ error: 'Enter a discount.' }).min(0).max(100, 'At most 100%.'),
  monthly_fee: z.number({ error: 'Enter the fee.' }).min(0, 'The fee cannot be negative.'),
  joined_on: z.string().min(1, 'Pick the joining date.'),
  photo: z.instanceof(File).nullable(),
});
type MemberInput = z.input<typeof memberSchema>;
type Member = z.output<typeof memberSchema>;

const FIELDS: RecordFieldSpec<keyof MemberInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  {
    name: 'designation',
    label: 'Designation',
    kind: 'select',
    options: [
      { value: 'sales', label: 'Sales' },
      { value: 'designer', label: 'Designer' },
      { value: 'production', label: 'Production' },
    ],
  },
  { name: 'thickness_mm', label: 'Panel thickness', kind: 'number', unit: 'mm' },
  { name: 'area_sqft', label: 'Area', kind: 'number', unit: 'sqft', step: 0.01 },
  { name: 'discount_percent', label: 'Discount', kind: 'number', unit: '%' },
  { name: 'monthly_fee', label: 'Monthly fee', kind: 'money', unit: '₹' },
  { name: 'joined_on', label: 'Joined on', kind: 'date' },
  {
    name: 'roles',
    label: 'Roles',
    kind: 'multi-select',
    wide: true,
    options: [
      { value: 'leads', label: 'Lead desk' },
      { value: 'quotes', label: 'Quotation approver' },
      { value: 'cutting', label: 'Cutting planner' },
    ],
  },
  { name: 'photo', label: 'Photo', kind: 'file', accept: 'image/*', wide: true },
];

const LOADED: MemberInput = {
  name: 'Asha Rao',
  email: 'asha.rao@fpw.in',
  designation: 'sales',
  roles: ['leads'],
  thickness_mm: 18,
  area_sqft: 32,
  discount_percent: 5,
  monthly_fee: 1499,
  joined_on: '2025-04-01',
  photo: null,
};

const EMPTY: MemberInput = {
  name: '',
  email: '',
  designation: '' as MemberInput['designation'],
  roles: [],
  thickness_mm: null as unknown as number,
  area_sqft: null as unknown as number,
  discount_percent: 0,
  monthly_fee: 0,
  joined_on: '',
  photo: null,
};

/** Stand-ins for what a page's describeError gets from the services. */
class UniqueEmailError extends Error {}
class StaleVersionError extends Error {}

function describeError(error: unknown): RecordFormFailure {
  if (error instanceof UniqueEmailError) {
    return { kind: 'fields', fields: { email: 'Another staff member has this email.' } };
  }
  if (error instanceof StaleVersionError) {
    return { kind: 'conflict', message: 'Vikram Singh saved this staff member a minute ago.' };
  }
  return { kind: 'form', message: error instanceof Error ? error.message : 'Not saved.' };
}

type SaveBehaviour = 'accept' | 'unique-email' | 'conflict' | 'slow';

interface DemoProps {
  behaviour: SaveBehaviour;
  empty?: boolean;
  onSave: (values: Member, context: RecordFormSubmitContext) => void;
}

function FormScreen({ behaviour, empty, onSave }: DemoProps) {
  const [conflictRaised, setConflictRaised] = useState(false);
  return (
    <Stack gap="4" maxW="3xl">
      <ChakraLink asChild>
        <Link to="/staff">Back to the staff list</Link>
      </ChakraLink>
      <RecordForm
        label="Staff member"
        schema={memberSchema}
        defaultValues={empty ? EMPTY : LOADED}
        fields={FIELDS}
        describeError={describeError}
        onReload={() => ({ ...LOADED, name: 'Asha Rao Menon', discount_percent: 10 })}
        onSubmit={async (values, context) => {
          if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, 600));
          if (behaviour === 'unique-email') throw new UniqueEmailError('staff_email_key');
          if (behaviour === 'conflict' && !context.overwrite && !conflictRaised) {
            setConflictRaised(true);
            throw new StaleVersionError('stale');
          }
          onSave(values, context);
        }}
      />
    </Stack>
  );
}

function RecordFormDemo(props: DemoProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/form', element: <FormScreen {...props} /> },
        { path: '/staff', element: <Heading as="h1">Staff list</Heading> },
      ],
      { initialEntries: ['/form'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'UI/Data/RecordForm',
  component: RecordFormDemo,
  parameters: { router: 'own', layout: 'padded' },
  args: { behaviour: 'accept', onSave: fn() },
} satisfies Meta<typeof RecordFormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SavesTypedValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha R.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cutting planner' }));
    const thickness = canvas.getByRole('spinbutton', { name: 'Panel thickness' });
    await userEvent.clear(thickness);
    await userEvent.type(thickness, '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Asha R.', thickness_mm: 25, roles: ['leads', 'cutting'] }),
      { overwrite: false },
    );
    // Saved: leaving asks nothing.
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the staff list' }));
    await expect(await canvas.findByRole('heading', { name: 'Staff list' })).toBeVisible();
  },
};

export const ValidationMessages: Story = {
  args: { empty: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a name.')).toBeVisible();
    await expect(canvas.getByText('Choose a designation.')).toBeVisible();
    await expect(canvas.getByText('Give at least one role.')).toBeVisible();
    await expect(canvas.getByText('Enter the thickness.')).toBeVisible();
    await expect(canvas.getByText('Pick the joining date.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');

    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter an email address like name@fpw.in.')).toBeVisible();
    const discount = canvas.getByRole('spinbutton', { name: 'Discount' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '120');
    await userEvent.tab();
    await expect(await canvas.findByText('At most 100%.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerErrorOnField: Story = {
  args: { behaviour: 'unique-email' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'vikram.singh@fpw.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Another staff member has this email.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The refused save keeps what was typed.
    await expect(email).toHaveValue('vikram.singh@fpw.in');
    await expect(canvas.getByRole('alert')).toHaveTextContent('see the marked fields');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const PendingSubmit: Story = {
  args: { behaviour: 'slow' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const busy = await canvas.findByRole('button', { name: /Saving/ });
    await expect(busy).toBeDisabled();
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const ConflictReload: Story = {
  args: { behaviour: 'conflict' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'My edit');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Someone else changed this record',
    });
    await expect(dialog).toHaveTextContent('Vikram Singh saved this staff member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(name).toHaveValue('Asha Rao Menon'));
    await expect(canvas.getByRole('spinbutton', { name: 'Discount' })).toHaveValue(10);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ConflictOverwrite: Story = {
  args: { behaviour: 'conflict' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'My edit');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Someone else changed this record',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'My edit' }), {
      overwrite: true,
    });
    await expect(name).toHaveValue('My edit');
  },
};

export const BlockerPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, ' (draft)');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the staff list' }));
    const prompt = await body(canvasElement).findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull(),
    );
    await expect(name).toHaveValue('Asha Rao (draft)');

    await userEvent.click(canvas.getByRole('link', { name: 'Back to the staff list' }));
    const again = await body(canvasElement).findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await expect(await canvas.findByRole('heading', { name: 'Staff list' })).toBeVisible();
  },
};
