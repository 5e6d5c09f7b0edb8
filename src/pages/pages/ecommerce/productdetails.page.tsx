import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  List,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Heart, PackageX, Pencil, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader, Rating, toaster } from '@/ui';
import { QuantityStepper } from '@/ui/components/quantity-stepper/quantity-stepper';
import { href } from '@/routes/paths';
import { productViews } from './product-media';
import { ShopActions } from './shop-actions';
import { addToCart, formatInr, GST_RATE, offerLabel, type Product } from './shop-model';
import { productById, useCart, useProducts, useWishlist } from './shop-store';

function VariantPicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: string[];
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      size="sm"
    >
      <RadioCard.Label>{label}</RadioCard.Label>
      <Flex gap="2" wrap="wrap">
        {options.map((option) => (
          <RadioCard.Item key={option} value={option} flex="0 1 auto">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemText>{option}</RadioCard.ItemText>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Flex>
    </RadioCard.Root>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const navigate = useNavigate();
  const [, setCart] = useCart();
  const [wishlist, setWishlist] = useWishlist();
  const views = productViews(product);
  const [viewIndex, setViewIndex] = useState(0);
  const [finish, setFinish] = useState(product.finishes[0] ?? '');
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const wished = wishlist.includes(product.id);
  const soldOut = product.stock === 0;
  const offer = offerLabel(product);
  const view = views[viewIndex] ?? views[0];

  const chooseFinish = (next: string) => {
    setFinish(next);
    // The finish's drawing follows the uploaded photos in the gallery.
    setViewIndex(product.photos.length + product.finishes.indexOf(next));
  };

  const add = () => {
    setCart((cart) => addToCart(cart, { productId: product.id, finish, size, quantity }));
    toaster.create({ type: 'success', title: `${quantity} × ${product.name} added to the cart` });
  };

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8">
      <Stack gap="3" as="section" aria-label="Gallery">
        {view && (
          <Image
            src={view.src}
            alt={view.alt}
            w="full"
            aspectRatio={16 / 10}
            objectFit="cover"
            rounded="l3"
            bg="bg.muted"
          />
        )}
        <SimpleGrid columns={{ base: 4, md: 5 }} gap="2" role="group" aria-label="Pictures">
          {views.map((candidate, index) => (
            <Box
              as="button"
              key={candidate.src + index}
              onClick={() => setViewIndex(index)}
              aria-label={`Show ${candidate.alt}`}
              aria-pressed={index === viewIndex}
              rounded="l2"
              overflow="hidden"
              borderWidth="2px"
              borderColor={index === viewIndex ? 'colorPalette.solid' : 'transparent'}
              colorPalette="brand"
              focusRing="outside"
            >
              <Image src={candidate.src} alt="" aspectRatio={16 / 10} objectFit="cover" w="full" />
            </Box>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="5" as="section" aria-labelledby="product-name">
        <Stack gap="2">
          <Text textStyle="sm" color="fg.muted">
            {product.category} · SKU {product.sku}
          </Text>
          <Heading as="h2" size="xl" id="product-name">
            {product.name}
          </Heading>
          <HStack gap="2">
            <Rating label="Rating" value={product.rating} readOnly size="sm" />
            <Text textStyle="sm" color="fg.muted">
              {product.rating} · {product.reviewCount.toLocaleString('en-IN')} reviews
            </Text>
          </HStack>
        </Stack>
        <Stack gap="1">
          <HStack gap="3" align="baseline" wrap="wrap">
            <Text textStyle="3xl" fontWeight="bold">
              {formatInr(product.price)}
            </Text>
            {offer && (
              <>
                <Text color="fg.muted" textDecoration="line-through">
                  <Box as="span" srOnly>
                    List price{' '}
                  </Box>
                  {formatInr(product.mrp)}
                </Text>
                <Badge colorPalette="green">{offer}</Badge>
              </>
            )}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            Plus GST {GST_RATE * 100} %: {formatInr(product.price * (1 + GST_RATE))} with tax.
          </Text>
          <Text textStyle="sm" color={soldOut ? 'red.fg' : 'green.fg'} fontWeight="medium">
            {soldOut ? 'Out of stock: made to order in 4 weeks' : `${product.stock} in stock`}
          </Text>
        </Stack>
        <Text>{product.description}</Text>
        <VariantPicker label="Finish" options={product.finishes} value={finish} onChange={chooseFinish} />
        <VariantPicker label="Size" options={product.sizes} value={size} onChange={setSize} />
        <Stack gap="2">
          <Text textStyle="sm" fontWeight="medium">
            Quantity
          </Text>
          <QuantityStepper label={product.name} value={quantity} onChange={setQuantity} max={20} />
        </Stack>
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="brand" onClick={add} disabled={soldOut}>
            <ShoppingCart aria-hidden="true" /> Add to cart
          </Button>
          <Button
            variant="outline"
            disabled={soldOut}
            onClick={() => {
              add();
              void navigate(href('/pages/ecommerce/cart'));
            }}
          >
            Buy now
          </Button>
          <Button
            variant="ghost"
            aria-pressed={wished}
            onClick={() =>
              setWishlist((list) => (wished ? list.filter((id) => id !== product.id) : [...list, product.id]))
            }
          >
            <Heart aria-hidden="true" fill={wished ? 'currentColor' : 'none'} />
            {wished ? 'Saved to wishlist' : 'Save to wishlist'}
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={href('/pages/ecommerce/editproducts', { id: product.id })}>
              <Pencil aria-hidden="true" /> Edit
            </RouterLink>
          </Button>
        </Flex>
        {product.features.length > 0 && (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              What you get
            </Heading>
            <List.Root ps="5">
              {product.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </Stack>
    </Grid>
  );
}

export default function PagesEcommerceProductdetailsPage() {
  const [params] = useSearchParams();
  const [products] = useProducts();
  const id = params.get('id');
  // Without an id the page shows the first product, so the route always has something to show.
  const product = id ? productById(products, id) : products[0];
  return (
    <>
      <PageHeader
        title="Product details"
        description="Choose a finish and size, see every picture and add it to the cart."
        actions={<ShopActions />}
      />
      {product ? (
        // A new product resets the chosen finish, size and picture.
        <ProductDetails key={product.id} product={product} />
      ) : (
        <EmptyState
          icon={<PackageX />}
          title="Product not found"
          description="It may have been deleted, or the link is wrong."
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/ecommerce/productslist')}>Browse products</RouterLink>
            </Button>
          }
        />
      )}
    </>
  );
}
