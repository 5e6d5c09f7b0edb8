import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { ArrowDownUp } from 'lucide-react';
import { useState } from 'react';
import { PageHeader, toaster, OptionSelect } from '@/ui';
import { CURRENCIES, EXCHANGE_FEE, convert, formatAmount } from './currency-exchange/exchange-rates';

function amountError(text: string): string | undefined {
  if (text.trim() === '') return 'Enter an amount.';
  const value = Number(text);
  if (!Number.isFinite(value)) return 'Enter a number, e.g. 2500 or 0.015.';
  if (value <= 0) return 'The amount must be more than 0.';
  if (value > 1e9) return 'That is more than the exchange handles in one go.';
  return undefined;
}

function CurrencySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={CURRENCIES.map((item) => ({ value: item.code, label: `${item.code} · ${item.name}` }))}
      />
    </Field.Root>
  );
}

export default function AppsCryptoCurrencyExchangePage() {
  const [amountText, setAmountText] = useState('10000');
  const [from, setFrom] = useState('INR');
  const [to, setTo] = useState('BTC');
  const error = amountError(amountText);
  const amount = Number(amountText);
  const result = error ? null : convert(amount, from, to);

  return (
    <>
      <PageHeader
        title="Currency exchange"
        description="Convert between rupees, major currencies and crypto at today's demo rates."
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root as="section" aria-labelledby="converter-title">
          <Card.Header>
            <Card.Title as="h2" id="converter-title">
              Converter
            </Card.Title>
          </Card.Header>
          <Card.Body gap="4">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>Amount</Field.Label>
              <Input
                inputMode="decimal"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Flex gap="3" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
              <CurrencySelect label="From" value={from} onChange={setFrom} />
              <IconButton
                variant="outline"
                aria-label="Swap the currencies"
                alignSelf={{ base: 'center', sm: 'flex-end' }}
                onClick={() => {
                  setFrom(to);
                  setTo(from);
                }}
              >
                <ArrowDownUp />
              </IconButton>
              <CurrencySelect label="To" value={to} onChange={setTo} />
            </Flex>
            <Box borderWidth="1px" rounded="l2" p="4" bg="bg.subtle" aria-live="polite">
              {result ? (
                <Stack gap="1">
                  <Text textStyle="sm" color="fg.muted">
                    You receive
                  </Text>
                  <Text
                    textStyle="2xl"
                    fontWeight="bold"
                    data-testid="converted-amount"
                    overflowWrap="anywhere"
                  >
                    {formatAmount(result.received, to)}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    1 {from} = {formatAmount(result.rate, to)} · fee {formatAmount(result.fee, from)} (
                    {EXCHANGE_FEE * 100}%)
                  </Text>
                </Stack>
              ) : (
                <Text color="fg.muted">Enter a valid amount to see the conversion.</Text>
              )}
            </Box>
            <Button
              colorPalette="brand"
              disabled={!result || from === to}
              onClick={() =>
                result &&
                toaster.create({
                  type: 'success',
                  title: 'Exchange booked',
                  description: `${formatAmount(amount, from)} → ${formatAmount(result.received, to)}`,
                })
              }
            >
              Exchange now
            </Button>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="rates-title">
          <Card.Header>
            <Card.Title as="h2" id="rates-title">
              Today's rates
            </Card.Title>
            <Card.Description>Rupees for one unit.</Card.Description>
          </Card.Header>
          <Card.Body>
            <Table.Root size="sm" aria-labelledby="rates-title">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Currency</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Rate (₹)</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {CURRENCIES.filter((item) => item.code !== 'INR').map((item) => (
                  <Table.Row key={item.code}>
                    <Table.Cell>
                      {item.code}{' '}
                      <Text as="span" color="fg.muted">
                        {item.name}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(item.inr)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}
