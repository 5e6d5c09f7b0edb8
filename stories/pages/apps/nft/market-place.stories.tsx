import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsNftMarketPlacePage from '../../../../src/pages/apps/nft/market-place.page';
import { nftStore } from '../../../../src/pages/apps/nft/nft-market';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Nft/MarketPlace',
  component: AppsNftMarketPlacePage,
  parameters: { initialPath: '/apps/nft/market-place' },
  beforeEach: () => nftStore.reset(),
} satisfies Meta<typeof AppsNftMarketPlacePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Designs' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const FilterSortAndLike: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Marketplace');
    await expectNoPageOverflow();
    // Ten designs, eight at first, the rest behind "Show more".
    await expect(cardTitles(canvasElement)).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: /Show more/ }));
    await expect(cardTitles(canvasElement)).toHaveLength(10);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Kitchens');
    await waitFor(() =>
      expect(cardTitles(canvasElement)).toEqual([
        'Monsoon galley kitchen, drawing set',
        'Island kitchen in matte teal',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Has offers' }));
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(['Monsoon galley kitchen, drawing set']));
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), '');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Max price (₹)' }), '40000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() =>
      expect(cardTitles(canvasElement)).toEqual([
        'Edge band study: 2 mm PVC on walnut',
        'Panel stack, first cut of the season',
        'Low console with open shelves',
        'Study nook for a 10 × 10 ft room',
      ]),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    await expect(await canvas.findByText('No designs match')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));

    const like = canvas.getByRole('button', { name: 'Like Study nook for a 10 × 10 ft room' });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    const liked = nftStore.read().find((nft) => nft.id === 'nft-study-nook');
    await expect(liked).toMatchObject({ liked: true, likes: 52 });
    await expect(
      canvas.getByRole('link', { name: 'Study nook for a 10 × 10 ft room' }).getAttribute('href'),
    ).toBe('/apps/nft/nft-details?id=nft-study-nook');
  },
};

export const NarrowDark: Story = { ...narrowDark };
