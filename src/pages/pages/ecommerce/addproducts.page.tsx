import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader, toaster } from '@/ui';
import { href } from '@/routes/paths';
import { saveDemoContent } from '@/services/kit';
import { ProductForm } from './product-form';
import { productStore } from './shop-store';

export default function PagesEcommerceAddproductsPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Add product"
        description="A new product for the shop: price before GST, finishes, sizes and photos."
      />
      <ProductForm
        product={null}
        submitLabel="Save product"
        onSave={(product) => {
          const failure = saveDemoContent(product.name, () =>
            productStore.update((products) => [product, ...products]),
          );
          // Storage full (photos are kept as data URLs): the form stays as typed.
          if (failure) {
            toaster.create({ type: 'error', ...failure });
            return;
          }
          toaster.create({ type: 'success', title: `${product.name} added to the shop` });
          void navigate(href('/pages/ecommerce/productdetails', { id: product.id }));
        }}
        secondaryActions={
          <Button asChild variant="ghost">
            <RouterLink to={href('/pages/ecommerce/productslist')}>Cancel</RouterLink>
          </Button>
        }
      />
    </>
  );
}
