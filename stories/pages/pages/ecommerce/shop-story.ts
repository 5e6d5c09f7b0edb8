/** What every shop page story shares: demo content back to the fixtures before and after each story. */
import { expect, within } from 'storybook/test';
import { resetShop } from '../../../../src/pages/pages/ecommerce/shop-store';
import { toaster } from '../../../../src/ui';

export const freshShop = () => {
  resetShop();
  return () => {
    resetShop();
    toaster.remove();
  };
};

/** The page's one h1 names the route. */
export async function expectTitle(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

export const screen = () => within(document.body);

export { narrowDark } from '../../../demos/ui-elements/demo-checks';
