import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Stack } from '@chakra-ui/react';
import { FormField } from '../../../src/ui/components/form-field/form-field';
import { OptionSelect } from '../../../src/ui/components/option-select/option-select';

const STAGES = ['New', 'Contacted', 'Site visit', 'Quoted', 'Won'];
const MODES = [
  { value: 'in_person', label: 'In person' },
  { value: 'video', label: 'Video call' },
  { value: 'phone', label: 'Phone', disabled: true },
];

/** A filter: controlled, with an "any" choice. */
function StageFilter({ onPick }: { onPick: (stage: string) => void }) {
  const [stage, setStage] = useState('');
  return (
    <FormField label="Stage">
      <OptionSelect
        size="sm"
        options={STAGES}
        placeholder="Any stage"
        value={stage}
        onChange={(event) => {
          setStage(event.currentTarget.value);
          onPick(event.currentTarget.value);
        }}
      />
    </FormField>
  );
}

/** A form: registered with react-hook-form, required, with the field's error. */
function InterviewForm({ onSave }: { onSave: (values: { mode: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ mode: string }>({ defaultValues: { mode: '' } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <Stack gap="3" maxW="xs">
        <FormField label="How" required error={errors.mode?.message}>
          <OptionSelect
            options={MODES}
            placeholder="Choose…"
            {...register('mode', { required: 'Choose how the interview happens.' })}
          />
        </FormField>
        <Button type="submit" alignSelf="start">
          Save
        </Button>
      </Stack>
    </form>
  );
}

/** A toolbar: the select takes only the width its layout gives it, beside a search box. */
function PageSizeToolbar() {
  return (
    <Stack direction="row" gap="2" w="lg">
      <OptionSelect
        aria-label="Rows per page"
        size="xs"
        options={['10', '25', '50']}
        layout={{ width: '6rem' }}
      />
      <OptionSelect aria-label="Owner" size="xs" options={['Anyone', 'Ama', 'Kofi']} layout={{ flex: '1' }} />
    </Stack>
  );
}

const meta = {
  title: 'UI/Forms/OptionSelect',
  component: StageFilter,
  args: { onPick: fn() },
} satisfies Meta<typeof StageFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Stage');
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Any stage' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Quoted');
    await expect(select).toHaveValue('Quoted');
    await expect(args.onPick).toHaveBeenLastCalledWith('Quoted');
  },
};

export const InAForm: StoryObj<typeof InterviewForm> = {
  render: (args) => <InterviewForm {...args} />,
  args: { onSave: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText(/How/);
    await expect(select).toBeRequired();
    await expect(within(select).getByRole('option', { name: 'Phone' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose how the interview happens.')).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, 'Video call');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ mode: 'video' }, expect.anything());
  },
};

export const InAToolbar: StoryObj<typeof PageSizeToolbar> = {
  render: () => <PageSizeToolbar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getByRole('combobox', { name: 'Rows per page' });
    const owner = canvas.getByRole('combobox', { name: 'Owner' });
    // The layout sits on the select's frame: 6rem for the page size, the rest of the row for the owner.
    await expect(rows.parentElement?.getBoundingClientRect().width).toBeCloseTo(96, 0);
    await expect(owner.parentElement?.getBoundingClientRect().width).toBeGreaterThan(200);
    await userEvent.selectOptions(rows, '25');
    await expect(rows).toHaveValue('25');
  },
};
