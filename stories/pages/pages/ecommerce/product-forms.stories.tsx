import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AddProductPage from '../../../../src/pages/pages/ecommerce/addproducts.page';
import EditProductPage from '../../../../src/pages/pages/ecommerce/editproducts.page';
import { cartStore, productStore } from '../../../../src/pages/pages/ecommerce/shop-store';
import { expectTitle, freshShop, narrowDark, screen } from './shop-story';

const meta = {
  title: 'Pages/Pages/Ecommerce/ProductForms',
  component: AddProductPage,
  parameters: { initialPath: '/pages/ecommerce/addproducts' },
  beforeEach: freshShop,
} satisfies Meta<typeof AddProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 1 × 1 PNG, small enough for the demo store. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export const AddValidatesThenSaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Add product');
    await userEvent.click(canvas.getByRole('button', { name: 'Save product' }));
    await expect(await canvas.findByText('Enter a product name of at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Use capital letters, digits and hyphens, e.g. WRD-3D-210')).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/Product name/), 'Crockery unit with glass shutters');
    await userEvent.type(canvas.getByLabelText(/SKU/), 'STG-CR-1200');
    await userEvent.selectOptions(canvas.getByLabelText(/Category/), 'Storage');
    await userEvent.type(canvas.getByLabelText(/Selling price/), '38000');
    await userEvent.type(canvas.getByLabelText(/List price/), '35000');
    await userEvent.type(canvas.getByLabelText(/Finishes/), 'Walnut laminate, Frosty white');
    await userEvent.type(canvas.getByLabelText(/Sizes/), '1200 mm');
    await userEvent.type(
      canvas.getByLabelText(/Description/),
      'A crockery unit with fluted glass shutters and LED shelves.',
    );
    await userEvent.upload(
      canvas.getByLabelText('Product photos'),
      new File([PIXEL], 'crockery.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('img', { name: 'Photo 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save product' }));
    await expect(await canvas.findByText('The list price cannot be below the selling price')).toBeVisible();
    const mrp = canvas.getByLabelText(/List price/);
    await userEvent.clear(mrp);
    await userEvent.type(mrp, '42000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(productStore.read()[0]?.sku).toBe('STG-CR-1200'));
    await expect(productStore.read()[0]).toMatchObject({
      category: 'Storage',
      price: 38_000,
      mrp: 42_000,
      finishes: ['Walnut laminate', 'Frosty white'],
    });
    await expect(productStore.read()[0]?.photos[0]).toMatch(/^data:image\/png;base64,/);
  },
};

export const EditAndDelete: Story = {
  parameters: { initialPath: '/pages/ecommerce/editproducts?id=p-study-table' },
  render: () => <EditProductPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Edit product');
    await expect(canvas.getByLabelText(/Product name/)).toHaveValue('Study table with drawer unit');
    const stock = canvas.getByLabelText(/In stock/);
    await userEvent.clear(stock);
    await userEvent.type(stock, '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(productStore.read().find((p) => p.id === 'p-study-table')?.stock).toBe(40));

    await userEvent.click(canvas.getByRole('button', { name: 'Delete product' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete Study table with drawer unit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(productStore.read().some((p) => p.id === 'p-study-table')).toBe(false));
    // The fixture cart held two of them: the line goes with the product.
    await expect(cartStore.read().lines.some((line) => line.productId === 'p-study-table')).toBe(false);
  },
};

/** localStorage full (photos are kept as data URLs): an error toast, the form as typed, no navigation. */
export const EditKeepsTheFormWhenStorageIsFull: Story = {
  parameters: { initialPath: '/pages/ecommerce/editproducts?id=p-study-table' },
  render: () => <EditProductPage />,
  beforeEach: () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function full(this: Storage, key: string, value: string) {
      if (key.startsWith('fpw.demo.'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    return () => {
      Storage.prototype.setItem = setItem;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Edit product');
    const stock = canvas.getByLabelText(/In stock/);
    await userEvent.clear(stock);
    await userEvent.type(stock, '41');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    // A toast slides in: wait until it is on screen rather than judging its first frame.
    await waitFor(
      () => expect(screen().getByText('Study table with drawer unit could not be saved')).toBeVisible(),
      { timeout: 8000 },
    );
    await waitFor(() => expect(screen().getByText(/storage is full/)).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByLabelText(/In stock/)).toHaveValue('41');
    await expectTitle(canvasElement, 'Edit product');
    await expect(productStore.read().find((p) => p.id === 'p-study-table')?.stock).not.toBe(41);
  },
};

export const NarrowDark: Story = narrowDark;
export const EditNarrowDark: Story = {
  ...narrowDark,
  parameters: { ...narrowDark.parameters, initialPath: '/pages/ecommerce/editproducts?id=p-kitchen-l' },
  render: () => <EditProductPage />,
};
