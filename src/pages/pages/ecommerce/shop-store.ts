/** Where the ecommerce pages keep what the user changes: products, cart, wishlist and orders in localStorage. */
import { z } from 'zod';
import { createDemoStore, useDemoStore } from '@/services/kit';
import { CART_FIXTURE, ORDER_FIXTURES, PRODUCT_FIXTURES, WISHLIST_FIXTURE } from './fixtures';
import { cartSchema, orderSchema, productSchema, type Product } from './shop-model';

export const productStore = createDemoStore('shop.products', z.array(productSchema), PRODUCT_FIXTURES);
export const cartStore = createDemoStore('shop.cart', cartSchema, CART_FIXTURE);
export const wishlistStore = createDemoStore('shop.wishlist', z.array(z.string()), WISHLIST_FIXTURE);
export const orderStore = createDemoStore('shop.orders', z.array(orderSchema), ORDER_FIXTURES);

export const SHOP_STORES = [productStore, cartStore, wishlistStore, orderStore] as const;

/** Puts every shop page back to the demo content. */
export function resetShop(): void {
  for (const store of SHOP_STORES) store.reset();
}

export const useProducts = () => useDemoStore(productStore);
export const useCart = () => useDemoStore(cartStore);
export const useWishlist = () => useDemoStore(wishlistStore);
export const useOrders = () => useDemoStore(orderStore);

export function productById(products: readonly Product[], id: string | null): Product | undefined {
  return id ? products.find((product) => product.id === id) : undefined;
}
