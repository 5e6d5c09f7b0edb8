import {
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Heart, PackageSearch, Plus, ShoppingCart } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader, toaster, OptionSelect } from '@/ui';
import { ProductCard } from '@/ui/components/product-card/product-card';
import { href } from '@/routes/paths';
import { productThumbnail } from './product-media';
import { ShopActions } from './shop-actions';
import {
  addToCart,
  formatInr,
  offerLabel,
  PRICE_BANDS,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  queryCatalogue,
  type CatalogueQuery,
  type PriceBand,
  type ProductCategory,
  type ProductSort,
} from './shop-model';
import { useCart, useProducts, useWishlist } from './shop-store';

const isIn = <T extends string>(options: readonly T[], value: string | null): value is T =>
  value !== null && (options as readonly string[]).includes(value);

/** Filters live in the URL so a filtered list can be shared and the back button restores it. */
function useCatalogueQuery(): [CatalogueQuery, (change: Partial<CatalogueQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const price = params.get('price');
  const sort = params.get('sort');
  const query: CatalogueQuery = {
    search: params.get('q') ?? '',
    category: isIn<ProductCategory>(PRODUCT_CATEGORIES, category) ? category : 'all',
    price: isIn<PriceBand>(Object.keys(PRICE_BANDS) as PriceBand[], price) ? price : 'any',
    inStockOnly: params.get('stock') === '1',
    sort: isIn<ProductSort>(Object.keys(PRODUCT_SORTS) as ProductSort[], sort) ? sort : 'featured',
  };
  const update = (change: Partial<CatalogueQuery>) => {
    const next = { ...query, ...change };
    const search = new URLSearchParams();
    if (next.search) search.set('q', next.search);
    if (next.category !== 'all') search.set('category', next.category);
    if (next.price !== 'any') search.set('price', next.price);
    if (next.inStockOnly) search.set('stock', '1');
    if (next.sort !== 'featured') search.set('sort', next.sort);
    setParams(search, { replace: true });
  };
  return [query, update];
}

export default function PagesEcommerceProductslistPage() {
  const [products] = useProducts();
  const [, setCart] = useCart();
  const [wishlist, setWishlist] = useWishlist();
  const [query, setQuery] = useCatalogueQuery();
  const shown = useMemo(() => queryCatalogue(products, query), [products, query]);
  const filtered =
    query.search !== '' || query.category !== 'all' || query.price !== 'any' || query.inStockOnly;

  return (
    <>
      <PageHeader
        title="Products"
        description="Wardrobes, kitchens, TV units and study tables made in our own factory; prices before GST."
        actions={
          <>
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={href('/pages/ecommerce/addproducts')}>
                <Plus aria-hidden="true" /> Add product
              </RouterLink>
            </Button>
            <ShopActions />
          </>
        }
      />
      <Stack
        as="form"
        role="search"
        aria-label="Filter products"
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        mb="4"
        align={{ md: 'flex-end' }}
        wrap="wrap"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field.Root flex="2 1 14rem">
          <Field.Label>Search</Field.Label>
          <Input
            type="search"
            placeholder="Name, SKU or finish"
            value={query.search}
            onChange={(event) => setQuery({ search: event.target.value })}
          />
        </Field.Root>
        <Field.Root flex="1 1 10rem">
          <Field.Label>Category</Field.Label>
          <OptionSelect
            value={query.category}
            onChange={(event) => setQuery({ category: event.target.value as CatalogueQuery['category'] })}
            options={[{ value: 'all', label: 'All categories' }, ...PRODUCT_CATEGORIES]}
          />
        </Field.Root>
        <Field.Root flex="1 1 10rem">
          <Field.Label>Price</Field.Label>
          <OptionSelect
            value={query.price}
            onChange={(event) => setQuery({ price: event.target.value as PriceBand })}
            options={Object.entries(PRICE_BANDS).map(([value, label]) => ({ value, label }))}
          />
        </Field.Root>
        <Field.Root flex="1 1 10rem">
          <Field.Label>Sort by</Field.Label>
          <OptionSelect
            value={query.sort}
            onChange={(event) => setQuery({ sort: event.target.value as ProductSort })}
            options={Object.entries(PRODUCT_SORTS).map(([value, label]) => ({ value, label }))}
          />
        </Field.Root>
        <Checkbox.Root
          checked={query.inStockOnly}
          onCheckedChange={(details) => setQuery({ inStockOnly: details.checked === true })}
          pb={{ md: '2' }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>In stock only</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" role="status">
          {shown.length === 1 ? '1 product' : `${shown.length} products`}
        </Text>
        {filtered && (
          <Button
            variant="plain"
            size="sm"
            onClick={() => setQuery({ search: '', category: 'all', price: 'any', inStockOnly: false })}
          >
            Clear filters
          </Button>
        )}
      </HStack>
      {shown.length === 0 ? (
        <EmptyState
          icon={<PackageSearch />}
          title="No products match"
          description="Try another word, category or price, or clear the filters."
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {shown.map((product) => {
            const offer = offerLabel(product);
            const wished = wishlist.includes(product.id);
            const soldOut = product.stock === 0;
            return (
              <li key={product.id}>
                <ProductCard
                  name={product.name}
                  headingLevel="h2"
                  to={href('/pages/ecommerce/productdetails', { id: product.id })}
                  imageSrc={productThumbnail(product)}
                  caption={`${product.category} · ${product.sku}`}
                  price={formatInr(product.price)}
                  listPrice={formatInr(product.mrp)}
                  rating={product.rating}
                  reviewCount={product.reviewCount}
                  badge={
                    soldOut
                      ? { label: 'Out of stock', colorPalette: 'gray' }
                      : offer
                        ? { label: offer, colorPalette: 'green' }
                        : undefined
                  }
                  actions={
                    <>
                      <Button
                        size="sm"
                        colorPalette="brand"
                        flex="1"
                        disabled={soldOut}
                        aria-label={`Add to cart: ${product.name}`}
                        onClick={() => {
                          setCart((cart) =>
                            addToCart(cart, {
                              productId: product.id,
                              finish: product.finishes[0] ?? '',
                              size: product.sizes[0] ?? '',
                              quantity: 1,
                            }),
                          );
                          toaster.create({ type: 'success', title: `${product.name} added to the cart` });
                        }}
                      >
                        <ShoppingCart aria-hidden="true" /> Add to cart
                      </Button>
                      <IconButton
                        size="sm"
                        variant="outline"
                        aria-label={`Save ${product.name} to wishlist`}
                        aria-pressed={wished}
                        colorPalette={wished ? 'red' : 'gray'}
                        onClick={() =>
                          setWishlist((list) =>
                            wished ? list.filter((id) => id !== product.id) : [...list, product.id],
                          )
                        }
                      >
                        <Heart fill={wished ? 'currentColor' : 'none'} />
                      </IconButton>
                    </>
                  }
                />
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
