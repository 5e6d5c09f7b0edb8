import { Box, Button, Card, Field, Input, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PageHeader, toaster, OptionSelect } from '@/ui';
import { CURRENCIES, EXCHANGE_FEE, currency, formatAmount } from './currency-exchange/exchange-rates';
import { rupeesAndPaise as rupees } from '@/ui/format/rupees';
import { WALLET_COINS, WALLET_HOLDINGS } from './crypto-fixtures';
import { walletBalances } from './crypto-model';
import { useTransactions } from './crypto-store';

const COINS = CURRENCIES.filter((item) => (WALLET_COINS as readonly string[]).includes(item.code));
const GST_ON_FEE = 0.18;

type Side = 'buy' | 'sell';

export default function AppsCryptoBuySellPage() {
  const [side, setSide] = useState<Side>('buy');
  // The same wallet the wallet page shows: rupees to buy with, coins (less what was sent) to sell.
  const [transactions] = useTransactions();
  const wallet: Record<string, number> = {
    INR: WALLET_HOLDINGS.INR,
    ...Object.fromEntries(walletBalances(transactions).map((balance) => [balance.coin, balance.amount])),
  };
  const schema = z
    .object({
      coin: z.string(),
      quantity: z.coerce.number({ error: 'Enter a quantity.' }).positive('The quantity must be more than 0.'),
    })
    .superRefine((values, context) => {
      const value = values.quantity * currency(values.coin).inr;
      const total = side === 'buy' ? value * (1 + EXCHANGE_FEE * (1 + GST_ON_FEE)) : values.quantity;
      const available = side === 'buy' ? (wallet['INR'] ?? 0) : (wallet[values.coin] ?? 0);
      if (total > available)
        context.addIssue({
          code: 'custom',
          path: ['quantity'],
          message:
            side === 'buy'
              ? `That costs more than your ${rupees.format(available)} balance.`
              : `You hold only ${available} ${values.coin}.`,
        });
    });
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { coin: 'BTC', quantity: '' },
  });
  const coin = useWatch({ control, name: 'coin' }) ?? 'BTC';
  const quantity = Number(useWatch({ control, name: 'quantity' }) ?? 0) || 0;
  const value = quantity * currency(coin).inr;
  const fee = value * EXCHANGE_FEE;
  const gst = fee * GST_ON_FEE;
  const total = side === 'buy' ? value + fee + gst : value - fee - gst;

  return (
    <>
      <PageHeader
        title="Buy and sell"
        description="Buy crypto with your rupee balance or sell it back, with fees and GST shown before you confirm."
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body gap="4">
            <SegmentGroup.Root
              aria-label="Buy or sell"
              value={side}
              onValueChange={(details) => setSide(details.value === 'sell' ? 'sell' : 'buy')}
              alignSelf="flex-start"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'buy', label: 'Buy' },
                  { value: 'sell', label: 'Sell' },
                ]}
              />
            </SegmentGroup.Root>
            <form
              noValidate
              aria-label={side === 'buy' ? 'Buy crypto' : 'Sell crypto'}
              onSubmit={handleSubmit((values) => {
                toaster.create({
                  type: 'success',
                  title: `${side === 'buy' ? 'Bought' : 'Sold'} ${values.quantity} ${values.coin}`,
                });
                reset({ coin: values.coin, quantity: '' });
              })}
            >
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>Coin</Field.Label>
                  <OptionSelect
                    {...register('coin')}
                    options={COINS.map((item) => ({
                      value: item.code,
                      label: `${item.code} · ${item.name}`,
                    }))}
                  />
                </Field.Root>
                <Field.Root invalid={Boolean(errors.quantity)}>
                  <Field.Label>Quantity ({coin})</Field.Label>
                  <Input inputMode="decimal" {...register('quantity')} />
                  <Field.ErrorText>{errors.quantity?.message}</Field.ErrorText>
                </Field.Root>
                <Box borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
                  <Stack gap="1" textStyle="sm">
                    <Text>
                      Price: {rupees.format(currency(coin).inr)} per {coin}
                    </Text>
                    <Text>Value: {rupees.format(value)}</Text>
                    <Text>
                      Fee ({EXCHANGE_FEE * 100}%): {rupees.format(fee)} + GST {rupees.format(gst)}
                    </Text>
                    <Text fontWeight="bold" textStyle="md" data-testid="order-total">
                      {side === 'buy' ? 'You pay' : 'You receive'}: {rupees.format(total)}
                    </Text>
                  </Stack>
                </Box>
                <Button type="submit" colorPalette="brand">
                  {side === 'buy' ? `Buy ${coin}` : `Sell ${coin}`}
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="wallet-balances-title">
          <Card.Header>
            <Card.Title as="h2" id="wallet-balances-title">
              Your balances
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="wallet-balances-title">
              {Object.entries(wallet).map(([code, amount]) => (
                <Text as="li" key={code}>
                  {code === 'INR' ? rupees.format(amount) : formatAmount(amount, code)}
                </Text>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}
