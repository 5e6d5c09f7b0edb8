import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchableSelectDemo } from '../../../src/ui/demos/forms/searchable-select-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/SearchableSelect', component: SearchableSelectDemo } satisfies Meta<
  typeof SearchableSelectDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keys 40 ms apart, still faster than people type. Zag's combobox loses or swaps keystrokes that arrive
 * back to back while the main thread is busy (seen under CI load); at typing speed it keeps every one.
 */
const TYPING = { delay: 40 };

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const FiltersAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Carcass panel' });
    await userEvent.click(input);
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').length).toBe(10);
    await userEvent.type(input, 'ply', TYPING);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Plywood 19 mm BWP', 'Plywood 12 mm MR', 'Plywood 9 mm BWR']),
    );
    await userEvent.type(input, 'x', TYPING);
    await expect(await within(listbox).findByText('No matches')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '12 mm m', TYPING);
    await userEvent.click(await within(listbox).findByRole('option', { name: 'Plywood 12 mm MR' }));
    await expect(input).toHaveValue('Plywood 12 mm MR');
  },
};

export const MultipleWithTags: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Rooms in scope' });
    await userEvent.click(input);
    await userEvent.type(input, 'study', TYPING);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Study' }));
    await expect(canvas.getByRole('button', { name: 'Remove Study' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Kitchen' }));
    await expect(canvas.queryByRole('button', { name: 'Remove Kitchen' })).toBeNull();
  },
};

export const LoadsOptionsAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Site city' });
    await userEvent.click(input);
    await userEvent.type(input, 'pun', TYPING);
    const option = await body(canvasElement).findByRole('option', { name: 'Pune' }, { timeout: 5000 });
    await waitFor(() => expect(body(canvasElement).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(option);
    await expect(canvas.getByText('pune')).toBeVisible();
  },
};

export const CreatesANewOption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Lead tags' });
    await userEvent.click(input);
    await userEvent.type(input, 'Corporate', TYPING);
    // Nine keystrokes each re-filter the list; on a loaded machine that takes longer than the default second.
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: 'Create “Corporate”' }, { timeout: 5000 }),
    );
    await expect(canvas.getByRole('button', { name: 'Remove Corporate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Repeat client' })).toBeVisible();
  },
};

export const PhoneDark: Story = phoneDark;
