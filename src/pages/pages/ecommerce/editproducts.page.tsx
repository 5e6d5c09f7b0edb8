import { Button } from '@chakra-ui/react';
import { PackageX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog, EmptyState, PageHeader, toaster } from '@/ui';
import { href } from '@/routes/paths';
import { saveDemoContent } from '@/services/kit';
import { ProductForm } from './product-form';
import { cartStore, productById, productStore, useProducts, wishlistStore } from './shop-store';

export default function PagesEcommerceEditproductsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [products] = useProducts();
  const [deleting, setDeleting] = useState(false);
  const id = params.get('id');
  const product = id ? productById(products, id) : products[0];

  return (
    <>
      <PageHeader
        title="Edit product"
        description="Change the price, stock, finishes or photos of a product."
      />
      {product ? (
        <ProductForm
          key={product.id}
          product={product}
          submitLabel="Save changes"
          onSave={(saved) => {
            const failure = saveDemoContent(saved.name, () =>
              productStore.update((list) =>
                list.map((candidate) => (candidate.id === saved.id ? saved : candidate)),
              ),
            );
            // Storage full (photos are kept as data URLs): the form stays as typed.
            if (failure) {
              toaster.create({ type: 'error', ...failure });
              return;
            }
            toaster.create({ type: 'success', title: `${saved.name} saved` });
            void navigate(href('/pages/ecommerce/productdetails', { id: saved.id }));
          }}
          secondaryActions={
            <>
              <Button asChild variant="ghost">
                <RouterLink to={href('/pages/ecommerce/productdetails', { id: product.id })}>
                  Cancel
                </RouterLink>
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" /> Delete product
              </Button>
            </>
          }
        />
      ) : (
        <EmptyState
          icon={<PackageX />}
          title="Product not found"
          description="It may have been deleted already."
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/ecommerce/productslist')}>Browse products</RouterLink>
            </Button>
          }
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${product?.name ?? 'this product'}?`}
        description="It leaves the shop, the cart and the wishlist. Past orders keep their copy."
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => {
          if (!product) return;
          productStore.update((list) => list.filter((candidate) => candidate.id !== product.id));
          cartStore.update((cart) => ({
            ...cart,
            lines: cart.lines.filter((line) => line.productId !== product.id),
          }));
          wishlistStore.update((list) => list.filter((other) => other !== product.id));
          toaster.create({ type: 'info', title: `${product.name} deleted` });
          void navigate(href('/pages/ecommerce/productslist'));
        }}
      />
    </>
  );
}
