import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsNftCreateNftPage from '../../../../src/pages/apps/nft/create-nft.page';
import { nftStore } from '../../../../src/pages/apps/nft/nft-market';
import { toaster } from '../../../../src/ui';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Nft/CreateNft',
  component: AppsNftCreateNftPage,
  parameters: { initialPath: '/apps/nft/create-nft' },
  beforeEach: () => nftStore.reset(),
} satisfies Meta<typeof AppsNftCreateNftPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 1 × 1 transparent PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export const RefusesAnEmptyNameThenLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Create NFT');
    await expectNoPageOverflow();
    const before = nftStore.read().length;
    const form = canvas.getByRole('form', { name: 'New NFT' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create and list' }));
    await expect(await within(form).findByText('Give the design a name.')).toBeVisible();
    await expect(within(form).getByText('Add a picture of the design.')).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(nftStore.read()).toHaveLength(before);

    // The preview follows what is typed.
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Name/ }),
      'Teak bookshelf, signed model',
    );
    await expect(canvas.getByTestId('preview-title')).toHaveTextContent('Teak bookshelf, signed model');
    await userEvent.click(within(form).getByRole('textbox', { name: /^Description/ }));
    await userEvent.paste('A tall teak bookshelf with adjustable shelves and a plinth drawer.');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Price/ }), '45000');
    await expect(canvas.getByTestId('preview-price')).toHaveTextContent('₹45,000');
    await userEvent.click(within(form).getByRole('radio', { name: 'On auction' }));
    await expect(await within(form).findByRole('combobox', { name: 'Auction length' })).toBeVisible();

    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([PNG], 'bookshelf.png', { type: 'image/png' }));
    const preview = await within(canvas.getByTestId('nft-preview')).findByRole('img', {
      name: 'Your picture',
    });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await userEvent.click(within(form).getByRole('button', { name: 'Create and list' }));
    await expect(await canvas.findByText('“Teak bookshelf, signed model” is listed')).toBeVisible();
    const listed = nftStore.read();
    await expect(listed).toHaveLength(before + 1);
    await expect(listed[0]).toMatchObject({
      title: 'Teak bookshelf, signed model',
      price: 45_000,
      saleType: 'auction',
      creator: 'You',
    });
    await expect(canvas.getByRole('link', { name: 'Open its page' }).getAttribute('href')).toBe(
      `/apps/nft/nft-details?id=${listed[0]?.id ?? ''}`,
    );
    toaster.dismiss();
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
