import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PagesTeamPage from '../../../src/pages/pages/team.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Team',
  component: PagesTeamPage,
  parameters: { initialPath: '/pages/team' },
} satisfies Meta<typeof PagesTeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Team');
    await expectNoPageOverflow();
    const list = canvas.getByRole('list', { name: 'Team members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search people or skills' }), 'kitchens');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Available only' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Email Meera Kulkarni' })).toHaveAttribute(
      'href',
      'mailto:meera@fpw.example',
    );
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search people or skills' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Department' }), 'Production');
    await expect(canvas.getByText('2 of 9 people')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
