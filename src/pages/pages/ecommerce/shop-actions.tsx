/** The buttons every shop page offers in its header: cart (with its count), wishlist, orders, reset. */
import { Badge, Button, VisuallyHidden } from '@chakra-ui/react';
import { Heart, Package, ShoppingCart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { href } from '@/routes/paths';
import { resetShop, useCart, useWishlist } from './shop-store';

export function ShopActions({
  show = ['cart', 'wishlist', 'orders'],
}: {
  show?: ('cart' | 'wishlist' | 'orders')[];
}) {
  const [cart] = useCart();
  const [wishlist] = useWishlist();
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <>
      {show.includes('cart') && (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={href('/pages/ecommerce/cart')}>
            <ShoppingCart aria-hidden="true" /> Cart{' '}
            <Badge colorPalette="brand" variant="solid">
              {count}
              <VisuallyHidden> items</VisuallyHidden>
            </Badge>
          </RouterLink>
        </Button>
      )}
      {show.includes('wishlist') && (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={href('/pages/ecommerce/wishlist')}>
            <Heart aria-hidden="true" /> Wishlist{' '}
            <Badge variant="outline">
              {wishlist.length}
              <VisuallyHidden> saved</VisuallyHidden>
            </Badge>
          </RouterLink>
        </Button>
      )}
      {show.includes('orders') && (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={href('/pages/ecommerce/orders')}>
            <Package aria-hidden="true" /> Orders
          </RouterLink>
        </Button>
      )}
      <DemoResetButton subject="the shop (products, cart, wishlist and orders)" onReset={resetShop} />
    </>
  );
}
