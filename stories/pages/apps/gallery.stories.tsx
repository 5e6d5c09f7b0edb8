import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsGalleryPage from '../../../src/pages/apps/gallery.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Gallery',
  component: AppsGalleryPage,
  parameters: { initialPath: '/apps/gallery' },
} satisfies Meta<typeof AppsGalleryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const FilterAndLightbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Gallery');
    await expectNoPageOverflow();
    const grid = canvas.getByRole('list', { name: 'Photos' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Wardrobes (3)' }));
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: /^Teal hinged wardrobe/ }));
    const dialog = await body().findByRole('dialog', { name: 'Teal hinged wardrobe' });
    await expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(body().getByRole('dialog', { name: 'Kids room wardrobe' })).toBeInTheDocument(),
    );
    await userEvent.keyboard('{ArrowRight}');
    // Wraps to the first photo of the filtered set.
    await waitFor(() =>
      expect(body().getByRole('dialog', { name: 'Sliding wardrobe with loft' })).toBeInTheDocument(),
    );
    await userEvent.click(body().getByRole('button', { name: 'Previous photo' }));
    await waitFor(() =>
      expect(body().getByRole('dialog', { name: 'Kids room wardrobe' })).toBeInTheDocument(),
    );
    await expect(body().getByRole('img', { name: 'Kids room wardrobe, Viman Nagar' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
