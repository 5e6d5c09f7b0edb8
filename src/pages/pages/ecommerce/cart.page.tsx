import {
  Box,
  Button,
  Field,
  Flex,
  Grid,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, EmptyState, PageHeader, toaster } from '@/ui';
import { OrderSummary } from '@/ui/components/order-summary/order-summary';
import { QuantityStepper } from '@/ui/components/quantity-stepper/quantity-stepper';
import { href } from '@/routes/paths';
import { productThumbnail } from './product-media';
import { ShopActions } from './shop-actions';
import { COUPONS, findCoupon, formatInr, lineKey, type CartLine, type Product } from './shop-model';
import { productById, useCart, useProducts, useWishlist } from './shop-store';
import { summaryRows, usePricedCart } from './use-priced-cart';

function CouponForm({
  applied,
  onApply,
  onRemove,
}: {
  applied: string | null;
  onApply: (code: string) => string | null;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (applied)
    return (
      <HStack justify="space-between" textStyle="sm">
        <Text>
          Coupon <strong>{applied}</strong> applied
        </Text>
        <Button size="xs" variant="ghost" onClick={onRemove}>
          Remove coupon
        </Button>
      </HStack>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onApply(code));
  };
  return (
    <form onSubmit={submit} aria-label="Coupon" noValidate>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Coupon code</Field.Label>
        <HStack w="full">
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="e.g. FPW10"
            autoComplete="off"
          />
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </HStack>
        {error ? (
          <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>Try {COUPONS.map((coupon) => coupon.code).join(' or ')}.</Field.HelperText>
        )}
      </Field.Root>
    </form>
  );
}

function CartLineRow({
  line,
  product,
  onQuantity,
  onRemove,
  onMoveToWishlist,
}: {
  line: CartLine;
  product: Product;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onMoveToWishlist: () => void;
}) {
  return (
    <Grid
      as="li"
      templateColumns={{ base: '5rem minmax(0, 1fr)', md: '7rem minmax(0, 1fr) auto' }}
      gap="4"
      py="4"
      borderBottomWidth="1px"
      aria-label={product.name}
    >
      <Image
        src={productThumbnail(product, line.finish)}
        alt=""
        aspectRatio={16 / 10}
        objectFit="cover"
        rounded="l2"
        w="full"
      />
      <Stack gap="1" minW="0">
        <Link asChild fontWeight="semibold">
          <RouterLink to={href('/pages/ecommerce/productdetails', { id: product.id })}>
            {product.name}
          </RouterLink>
        </Link>
        <Text textStyle="sm" color="fg.muted">
          {line.finish} · {line.size}
        </Text>
        <Text textStyle="sm">{formatInr(product.price)} each</Text>
        <HStack gap="1" mt="1" wrap="wrap">
          <Button size="xs" variant="ghost" onClick={onMoveToWishlist}>
            <Heart aria-hidden="true" /> Move to wishlist
          </Button>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove ${product.name}`}
            onClick={onRemove}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      </Stack>
      <Flex
        gridColumn={{ base: '1 / -1', md: 'auto' }}
        direction={{ base: 'row', md: 'column' }}
        justify="space-between"
        align={{ base: 'center', md: 'flex-end' }}
        gap="2"
      >
        <QuantityStepper label={product.name} value={line.quantity} onChange={onQuantity} max={20} />
        <Text
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          aria-label={`Line total for ${product.name}`}
        >
          {formatInr(product.price * line.quantity)}
        </Text>
      </Flex>
    </Grid>
  );
}

export default function PagesEcommerceCartPage() {
  const [cart, setCart] = useCart();
  const [products] = useProducts();
  const [, setWishlist] = useWishlist();
  const { totals } = usePricedCart();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const removingProduct = removing ? productById(products, removing.productId) : undefined;
  const lines = cart.lines.filter((line) => productById(products, line.productId));

  const setQuantity = (key: string, quantity: number) =>
    setCart((current) => ({
      ...current,
      lines: current.lines.map((line) => (lineKey(line) === key ? { ...line, quantity } : line)),
    }));
  const removeLine = (key: string) =>
    setCart((current) => ({ ...current, lines: current.lines.filter((line) => lineKey(line) !== key) }));

  return (
    <>
      <PageHeader
        title="Cart"
        description="Change quantities, apply a coupon and see the total with GST before you check out."
        actions={<ShopActions show={['wishlist', 'orders']} />}
      />
      {lines.length === 0 ? (
        <EmptyState
          icon={<ShoppingCart />}
          title="Your cart is empty"
          description="Add a wardrobe, kitchen or study table from the products page."
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/ecommerce/productslist')}>Browse products</RouterLink>
            </Button>
          }
        />
      ) : (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <Box as="section" aria-label="Items in the cart">
            <Stack as="ul" listStyleType="none" gap="0">
              {lines.map((line) => {
                const product = productById(products, line.productId);
                if (!product) return null;
                const key = lineKey(line);
                return (
                  <CartLineRow
                    key={key}
                    line={line}
                    product={product}
                    onQuantity={(quantity) => setQuantity(key, quantity)}
                    onRemove={() => setRemoving(line)}
                    onMoveToWishlist={() => {
                      removeLine(key);
                      setWishlist((list) => (list.includes(product.id) ? list : [...list, product.id]));
                      toaster.create({ type: 'info', title: `${product.name} moved to the wishlist` });
                    }}
                  />
                );
              })}
            </Stack>
          </Box>
          <OrderSummary rows={summaryRows(totals, cart.coupon)} total={formatInr(totals.total)}>
            <CouponForm
              applied={cart.coupon}
              onApply={(code) => {
                if (!code.trim()) return 'Enter a coupon code';
                const coupon = findCoupon(code);
                if (!coupon) return `${code.trim().toUpperCase()} is not a coupon we know`;
                const result = coupon.apply(totals.subtotal);
                if ('refused' in result) return result.refused;
                setCart((current) => ({ ...current, coupon: coupon.code }));
                toaster.create({ type: 'success', title: `${coupon.code} applied: ${coupon.description}` });
                return null;
              }}
              onRemove={() => setCart((current) => ({ ...current, coupon: null }))}
            />
            {totals.couponProblem && (
              <Text textStyle="sm" color="red.fg" role="alert">
                {totals.couponProblem}
              </Text>
            )}
            <Button asChild colorPalette="brand" size="lg" w="full">
              <RouterLink to={href('/pages/ecommerce/checkout')}>Proceed to checkout</RouterLink>
            </Button>
          </OrderSummary>
        </Grid>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from the cart?"
        description={
          removingProduct
            ? `${removingProduct.name} (${removing?.finish}, ${removing?.size}) leaves the cart.`
            : undefined
        }
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => {
          if (removing) removeLine(lineKey(removing));
        }}
      />
    </>
  );
}
