import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PagesFaqsPage from '../../../src/pages/pages/faqs.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Faqs',
  component: PagesFaqsPage,
  parameters: { initialPath: '/pages/faqs' },
} satisfies Meta<typeof PagesFaqsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndCategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'FAQs');
    await expectNoPageOverflow();
    await expect(canvas.getByText('14 questions')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /^Payments/ }));
    await expect(canvas.getByText('3 questions in Payments')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Is the site visit free?' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /^All/ }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'warranty');
    await waitFor(() => expect(canvas.getByText('1 question matching “warranty”')).toBeVisible());

    // The accordion opens an answer.
    const trigger = canvas.getByRole('button', { name: 'What does the warranty cover?' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/Ten years on carcass boards/)).toBeVisible());

    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search the questions' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'helicopter');
    await expect(await canvas.findByRole('heading', { name: 'No question matches' })).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
