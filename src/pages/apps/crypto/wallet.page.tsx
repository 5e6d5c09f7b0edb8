import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Field,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, ListOrdered } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { LazyChart, PageHeader, toaster, OptionSelect } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { href } from '@/routes/paths';
import { rupeesAndPaise as rupees } from '@/ui/format/rupees';
import { COIN_NETWORKS, WALLET_ADDRESSES, WALLET_COINS, type WalletCoin } from './crypto-fixtures';
import {
  formatCoin,
  formatPrice,
  pendingSend,
  sendSchema,
  sendSummary,
  walletBalances,
  type SendInput,
  type SendValues,
} from './crypto-model';
import { transactionStore, useTransactions } from './crypto-store';

const isWalletCoin = (value: string): value is WalletCoin =>
  (WALLET_COINS as readonly string[]).includes(value);
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function CoinSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: WalletCoin;
  onChange: (coin: WalletCoin) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect
        value={value}
        onChange={(event) => {
          if (isWalletCoin(event.target.value)) onChange(event.target.value);
        }}
        options={WALLET_COINS.map((coin) => ({
          value: coin,
          label: `${coin} · ${COIN_NETWORKS[coin].network}`,
        }))}
      />
    </Field.Root>
  );
}

function ReceiveCard() {
  const [coin, setCoin] = useState<WalletCoin>('BTC');
  const address = WALLET_ADDRESSES[coin];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toaster.create({ type: 'success', title: `${coin} address copied` });
    } catch {
      toaster.create({
        type: 'error',
        title: 'The address could not be copied',
        description: 'Select it and copy it by hand.',
      });
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="receive-title">
      <Card.Header>
        <Card.Title as="h2" id="receive-title">
          Receive
        </Card.Title>
        <Card.Description>
          Share this address to receive {coin}; send only {coin} on {COIN_NETWORKS[coin].network} to it.
        </Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <CoinSelect label="Coin to receive" value={coin} onChange={setCoin} />
        <Stack gap="2">
          <Text textStyle="sm" fontWeight="medium">
            Your {coin} address
          </Text>
          <Code p="2" wordBreak="break-all" whiteSpace="normal" data-testid="receive-address">
            {address}
          </Code>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy address
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Puts the send at the top of the transactions as pending, where the transactions page lists it. */
function recordSend(values: SendValues) {
  const now = new Date();
  const id = `tx-user-${now.getTime().toString(36)}`;
  transactionStore.update((current) => [pendingSend(values, now, id), ...current]);
}

function SendCard({ balances }: { balances: Record<WalletCoin, number> }) {
  const schema = sendSchema(balances);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    formState: { errors },
  } = useForm<SendInput, unknown, SendValues>({
    resolver: zodResolver(schema),
    defaultValues: { coin: 'ETH', address: '', amount: '' },
  });
  const coin = (useWatch({ control, name: 'coin' }) ?? 'ETH') as WalletCoin;
  const amount = Number(useWatch({ control, name: 'amount' }) ?? 0);
  const summary = sendSummary(coin, amount);
  const network = COIN_NETWORKS[coin];
  const available = balances[coin];

  const send = (values: SendValues) => {
    recordSend(values);
    toaster.create({
      type: 'success',
      title: `Sending ${formatCoin(values.amount, values.coin)}`,
      description: 'It shows as pending in your transactions until the network confirms it.',
    });
    reset({ coin: values.coin, address: '', amount: '' });
  };

  return (
    <Card.Root as="section" aria-labelledby="send-title">
      <Card.Header>
        <Card.Title as="h2" id="send-title">
          Send
        </Card.Title>
        <Card.Description>
          Send coins to another wallet. Check the address: a send cannot be undone.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate aria-labelledby="send-title" onSubmit={handleSubmit(send)}>
          <Stack gap="4">
            <Field.Root>
              <Field.Label>Coin to send</Field.Label>
              <OptionSelect
                {...register('coin')}
                options={WALLET_COINS.map((option) => ({
                  value: option,
                  label: `${option} · ${COIN_NETWORKS[option].network}`,
                }))}
              />
              <Field.HelperText>Available: {formatCoin(available, coin)}</Field.HelperText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.address)}>
              <Field.Label>Recipient address</Field.Label>
              <Input
                fontFamily="mono"
                autoComplete="off"
                spellCheck={false}
                placeholder={coin === 'BTC' ? 'bc1…' : coin === 'SOL' ? 'Solana address' : '0x…'}
                {...register('address')}
              />
              <Field.ErrorText>{errors.address?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.amount)}>
              <Field.Label>Amount ({coin})</Field.Label>
              <HStack w="full" gap="2">
                <Input inputMode="decimal" autoComplete="off" {...register('amount')} />
                <Button
                  variant="outline"
                  aria-label={`Max: send ${formatCoin(Math.max(0, available - network.fee), coin)}`}
                  onClick={() =>
                    setValue(
                      'amount',
                      String(Math.max(0, Number((available - network.fee).toFixed(network.decimals)))),
                      {
                        shouldValidate: true,
                      },
                    )
                  }
                >
                  Max
                </Button>
              </HStack>
              <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
            </Field.Root>
            <Box borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
              <Stack gap="1" textStyle="sm">
                <Text>
                  Network fee ({network.network}): {formatCoin(summary.fee, coin)} ·{' '}
                  {rupees.format(summary.feeInr)}
                </Text>
                <Text fontWeight="bold" textStyle="md" data-testid="send-total" aria-live="polite">
                  Total: {formatCoin(summary.total, coin)} · {rupees.format(summary.totalInr)}
                </Text>
              </Stack>
            </Box>
            <Button type="submit" colorPalette="brand">
              Send {coin}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

export default function AppsCryptoWalletPage() {
  const [transactions] = useTransactions();
  const balances = useMemo(() => walletBalances(transactions), [transactions]);
  const amounts = Object.fromEntries(balances.map((balance) => [balance.coin, balance.amount])) as Record<
    WalletCoin,
    number
  >;
  const total = balances.reduce((sum, balance) => sum + balance.valueInr, 0);
  const sends = transactions.filter((transaction) => transaction.origin === 'wallet').slice(0, 5);

  return (
    <>
      <PageHeader
        title="Wallet"
        description="What your wallet holds, valued at today’s prices; receive coins at your addresses or send them to another wallet."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <RouterLink to={href('/apps/crypto/transactions')}>
                <ListOrdered aria-hidden="true" /> Transactions
              </RouterLink>
            </Button>
            <DemoResetButton subject="the wallet and its transactions" onReset={transactionStore.reset} />
          </HStack>
        }
      />
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <Card.Root as="section" aria-labelledby="balances-title">
            <Card.Header>
              <Card.Title as="h2" id="balances-title">
                Balances
              </Card.Title>
              <Text textStyle="3xl" fontWeight="bold" data-testid="wallet-total">
                {rupees.format(total)}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                Total balance at today’s prices
              </Text>
            </Card.Header>
            <Card.Body>
              <Table.ScrollArea tabIndex={0} role="region" aria-label="Balances, scrolls sideways">
                <Table.Root size="sm" aria-labelledby="balances-title">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Coin</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Share</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {balances.map((balance) => (
                      <Table.Row key={balance.coin} data-testid={`balance-${balance.coin}`}>
                        <Table.Cell>
                          <Text as="span" fontWeight="medium">
                            {balance.name}
                          </Text>{' '}
                          <Text as="span" color="fg.muted" textStyle="xs">
                            {balance.coin}
                          </Text>
                        </Table.Cell>
                        <Table.Cell textAlign="end">{formatCoin(balance.amount, balance.coin)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatPrice(balance.priceInr)}</Table.Cell>
                        <Table.Cell textAlign="end">{rupees.format(balance.valueInr)}</Table.Cell>
                        <Table.Cell textAlign="end">{balance.allocation.toFixed(1)}%</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="allocation-title">
            <Card.Header>
              <Card.Title as="h2" id="allocation-title">
                Allocation
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <LazyChart
                label="Wallet allocation by rupee value"
                height={260}
                option={{
                  tooltip: { trigger: 'item', valueFormatter: (value) => rupees.format(Number(value)) },
                  legend: { bottom: 0 },
                  series: [
                    {
                      name: 'Value (₹)',
                      type: 'pie',
                      radius: ['45%', '70%'],
                      center: ['50%', '45%'],
                      label: { formatter: '{b}: {d}%' },
                      data: balances.map((balance) => ({ name: balance.coin, value: balance.valueInr })),
                    },
                  ],
                }}
              />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <SendCard balances={amounts} />
          <Stack gap="6">
            <ReceiveCard />
            <Card.Root as="section" aria-labelledby="recent-sends-title">
              <Card.Header>
                <Card.Title as="h2" id="recent-sends-title">
                  Your recent sends
                </Card.Title>
              </Card.Header>
              <Card.Body>
                {sends.length === 0 ? (
                  <Text color="fg.muted">Nothing sent from this wallet yet.</Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="recent-sends-title">
                    {sends.map((send) => (
                      <HStack as="li" key={send.id} justify="space-between" gap="3" align="flex-start">
                        <Stack gap="0" minW="0">
                          <Text fontWeight="medium">{formatCoin(send.amount, send.coin)}</Text>
                          <Text
                            textStyle="xs"
                            color="fg.muted"
                            fontFamily="mono"
                            truncate
                            title={send.address}
                          >
                            to {send.address}
                          </Text>
                          <Text textStyle="xs" color="fg.muted">
                            {when.format(new Date(send.date))}
                          </Text>
                        </Stack>
                        <Badge
                          colorPalette={
                            send.status === 'pending' ? 'orange' : send.status === 'failed' ? 'red' : 'green'
                          }
                        >
                          {send.status === 'pending'
                            ? 'Pending'
                            : send.status === 'failed'
                              ? 'Failed'
                              : 'Completed'}
                        </Badge>
                      </HStack>
                    ))}
                  </Stack>
                )}
                <Link asChild colorPalette="brand" mt="3" textStyle="sm">
                  <RouterLink to={href('/apps/crypto/transactions')}>See all transactions</RouterLink>
                </Link>
              </Card.Body>
            </Card.Root>
          </Stack>
        </SimpleGrid>
      </Stack>
    </>
  );
}
