import { Button, IconButton, SimpleGrid } from '@chakra-ui/react';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, EmptyState, PageHeader, toaster } from '@/ui';
import { ProductCard } from '@/ui/components/product-card/product-card';
import { href } from '@/routes/paths';
import { productThumbnail } from './product-media';
import { ShopActions } from './shop-actions';
import { addToCart, formatInr, offerLabel, type Product } from './shop-model';
import { productById, useCart, useProducts, useWishlist } from './shop-store';

export default function PagesEcommerceWishlistPage() {
  const [products] = useProducts();
  const [wishlist, setWishlist] = useWishlist();
  const [, setCart] = useCart();
  const [removing, setRemoving] = useState<Product | null>(null);
  const saved = wishlist.flatMap((id) => {
    const product = productById(products, id);
    return product ? [product] : [];
  });

  const moveToCart = (product: Product) => {
    setCart((cart) =>
      addToCart(cart, {
        productId: product.id,
        finish: product.finishes[0] ?? '',
        size: product.sizes[0] ?? '',
        quantity: 1,
      }),
    );
    setWishlist((list) => list.filter((id) => id !== product.id));
    toaster.create({ type: 'success', title: `${product.name} moved to the cart` });
  };

  return (
    <>
      <PageHeader
        title="Wishlist"
        description="Products you saved for later; move one to the cart when you are ready."
        actions={<ShopActions show={['cart']} />}
      />
      {saved.length === 0 ? (
        <EmptyState
          icon={<Heart />}
          title="Your wishlist is empty"
          description="Save products with the heart button on the products page."
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/ecommerce/productslist')}>Browse products</RouterLink>
            </Button>
          }
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {saved.map((product) => (
            <li key={product.id}>
              <ProductCard
                name={product.name}
                headingLevel="h2"
                to={href('/pages/ecommerce/productdetails', { id: product.id })}
                imageSrc={productThumbnail(product)}
                caption={product.category}
                price={formatInr(product.price)}
                listPrice={formatInr(product.mrp)}
                rating={product.rating}
                reviewCount={product.reviewCount}
                badge={
                  product.stock === 0
                    ? { label: 'Out of stock', colorPalette: 'gray' }
                    : (() => {
                        const offer = offerLabel(product);
                        return offer ? { label: offer, colorPalette: 'green' } : undefined;
                      })()
                }
                actions={
                  <>
                    <Button
                      size="sm"
                      colorPalette="brand"
                      flex="1"
                      disabled={product.stock === 0}
                      aria-label={`Move to cart: ${product.name}`}
                      onClick={() => moveToCart(product)}
                    >
                      <ShoppingCart aria-hidden="true" /> Move to cart
                    </Button>
                    <IconButton
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Remove ${product.name} from wishlist`}
                      onClick={() => setRemoving(product)}
                    >
                      <Trash2 />
                    </IconButton>
                  </>
                }
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from the wishlist?"
        description={removing ? `${removing.name} will no longer be saved.` : undefined}
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => {
          if (removing) setWishlist((list) => list.filter((id) => id !== removing.id));
        }}
      />
    </>
  );
}
