import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Field,
  Fieldset,
  Grid,
  HStack,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EmptyState, PageHeader, toaster, OptionSelect } from '@/ui';
import { OrderSummary } from '@/ui/components/order-summary/order-summary';
import { href } from '@/routes/paths';
import { INDIAN_STATES } from './indian-states';
import { addressSchema, formatInr, orderSchema, type Order } from './shop-model';
import { cartStore, orderStore, useCart } from './shop-store';
import { summaryRows, usePricedCart } from './use-priced-cart';

const PAYMENT_METHODS = orderSchema.shape.paymentMethod.options;

const checkoutSchema = addressSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS, 'Choose how you will pay'),
});
type CheckoutValues = z.infer<typeof checkoutSchema>;

const EMPTY: CheckoutValues = {
  fullName: '',
  phone: '',
  email: '',
  line1: '',
  city: '',
  state: '',
  pinCode: '',
  paymentMethod: 'UPI',
};

/** The next order number after the highest one so far. */
function nextOrderNumber(orders: readonly Order[]): string {
  const highest = Math.max(2400, ...orders.map((order) => Number(order.number.split('-').at(-1)) || 0));
  return `SO-2026-${highest + 1}`;
}

type TextFieldName = Exclude<keyof CheckoutValues, 'paymentMethod' | 'state'>;

export default function PagesEcommerceCheckoutPage() {
  const navigate = useNavigate();
  const [cart] = useCart();
  const { lines, totals } = usePricedCart();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const textField = (
    name: TextFieldName,
    label: string,
    props: { autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email'; type?: string },
  ) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...register(name)} {...props} />
      <Field.ErrorText color="red.fg">{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  const placeOrder = (values: CheckoutValues) => {
    const { paymentMethod, ...address } = values;
    const orders = orderStore.read();
    const order: Order = {
      id: `o-${Date.now().toString(36)}`,
      number: nextOrderNumber(orders),
      placedOn: new Date().toISOString().slice(0, 10),
      status: 'Placed',
      paymentMethod,
      address,
      lines: lines.map(({ productId, finish, size, quantity, unitPrice, product }) => ({
        productId,
        finish,
        size,
        quantity,
        unitPrice,
        name: product.name,
      })),
      coupon: totals.discount > 0 ? cart.coupon : null,
    };
    orderStore.write([order, ...orders]);
    cartStore.write({ lines: [], coupon: null });
    toaster.create({ type: 'success', title: `Order ${order.number} placed: ${formatInr(totals.total)}` });
    void navigate(href('/pages/ecommerce/order-details', { id: order.id }));
  };

  return (
    <>
      <PageHeader
        title="Checkout"
        description="Where we deliver and install, how you pay, and what it comes to."
      />
      {lines.length === 0 ? (
        <EmptyState
          icon={<ShoppingCart />}
          title="Nothing to check out"
          description="Your cart is empty. Add products first."
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/ecommerce/productslist')}>Browse products</RouterLink>
            </Button>
          }
        />
      ) : (
        <Grid
          asChild
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <form noValidate aria-label="Checkout" onSubmit={(event) => void handleSubmit(placeOrder)(event)}>
            <Stack gap="6">
              <Fieldset.Root>
                <Fieldset.Legend textStyle="lg" fontWeight="semibold">
                  Delivery address
                </Fieldset.Legend>
                <Fieldset.Content>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {textField('fullName', 'Full name', { autoComplete: 'name' })}
                    {textField('phone', 'Mobile number', {
                      autoComplete: 'tel',
                      inputMode: 'tel',
                      type: 'tel',
                    })}
                    {textField('email', 'Email', {
                      autoComplete: 'email',
                      inputMode: 'email',
                      type: 'email',
                    })}
                    {textField('line1', 'Flat, house and street', { autoComplete: 'street-address' })}
                    {textField('city', 'City', { autoComplete: 'address-level2' })}
                    <Field.Root invalid={Boolean(errors.state)} required>
                      <Field.Label>
                        State
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <OptionSelect
                        {...register('state')}
                        autoComplete="address-level1"
                        placeholder="Choose a state"
                        options={INDIAN_STATES}
                      />
                      <Field.ErrorText color="red.fg">{errors.state?.message}</Field.ErrorText>
                    </Field.Root>
                    {textField('pinCode', 'PIN code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
                  </SimpleGrid>
                </Fieldset.Content>
              </Fieldset.Root>
              <Controller
                control={control}
                name="paymentMethod"
                render={({ field }) => (
                  <Fieldset.Root>
                    <Fieldset.Legend textStyle="lg" fontWeight="semibold">
                      Payment
                    </Fieldset.Legend>
                    <RadioGroup.Root
                      name={field.name}
                      value={field.value}
                      onValueChange={(details) => field.onChange(details.value)}
                      aria-label="Payment method"
                    >
                      <HStack gap="5" wrap="wrap">
                        {PAYMENT_METHODS.map((method) => (
                          <RadioGroup.Item key={method} value={method}>
                            <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{method}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </HStack>
                    </RadioGroup.Root>
                  </Fieldset.Root>
                )}
              />
            </Stack>
            <OrderSummary
              rows={summaryRows(totals, cart.coupon)}
              total={formatInr(totals.total)}
              items={
                <Stack as="ul" listStyleType="none" gap="2" textStyle="sm">
                  {lines.map((line) => (
                    <HStack
                      as="li"
                      key={`${line.productId}|${line.finish}|${line.size}`}
                      justify="space-between"
                      align="flex-start"
                      gap="3"
                    >
                      <Text minW="0">
                        {line.quantity} × {line.product.name}
                        <Text as="span" display="block" color="fg.muted">
                          {line.finish} · {line.size}
                        </Text>
                      </Text>
                      <Text fontVariantNumeric="tabular-nums">
                        {formatInr(line.unitPrice * line.quantity)}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              }
            >
              <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting}>
                Place order
              </Button>
              <Button asChild variant="ghost" size="sm">
                <RouterLink to={href('/pages/ecommerce/cart')}>Back to the cart</RouterLink>
              </Button>
            </OrderSummary>
          </form>
        </Grid>
      )}
    </>
  );
}
