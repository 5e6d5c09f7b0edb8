/** The buttons every shop page offers in its header: cart (with its count), wishlist, orders, reset. */
import { Badge, Button, VisuallyHidden } from '@chakra-ui/react';
import { Heart, Package, RotateCcw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, toaster } from '@/ui';
import { href } from '@/routes/paths';
import { resetShop, useCart, useWishlist } from './shop-store';

export function ShopActions({
  show = ['cart', 'wishlist', 'orders'],
}: {
  show?: ('cart' | 'wishlist' | 'orders')[];
}) {
  const [cart] = useCart();
  const [wishlist] = useWishlist();
  const [confirming, setConfirming] = useState(false);
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
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        <RotateCcw aria-hidden="true" /> Reset demo content
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the shop's demo content?"
        description="Products you added or edited, your cart, wishlist and orders go back to the demo content."
        confirmLabel="Reset"
        tone="danger"
        onConfirm={() => {
          resetShop();
          toaster.create({ type: 'info', title: 'Shop demo content restored' });
        }}
      />
    </>
  );
}
