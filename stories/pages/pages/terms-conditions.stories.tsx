import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PagesTermsConditionsPage from '../../../src/pages/pages/terms-conditions.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/TermsConditions',
  component: PagesTermsConditionsPage,
  parameters: { initialPath: '/pages/terms-conditions' },
} satisfies Meta<typeof PagesTermsConditionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SectionsNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Terms and conditions');
    await expectNoPageOverflow();
    const nav = canvas.getByRole('navigation', { name: 'Sections of the terms' });
    await userEvent.click(within(nav).getByRole('link', { name: '7. Warranty' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('terms-warranty'));
    await expect(canvas.getByRole('heading', { level: 2, name: '7. Warranty' })).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
