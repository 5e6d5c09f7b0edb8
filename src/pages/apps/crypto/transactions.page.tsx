import { Badge, Button, Code, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  DateRangeField,
  PageHeader,
  useClientTable,
  type DataTableColumn,
  type DateRange,
} from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { RecordDrawer } from '@/ui/components/record-drawer/record-drawer';
import { href } from '@/routes/paths';
import { rupeesAndPaise as rupees } from '@/ui/format/rupees';
import {
  STATUS_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TYPE_LABELS,
  WALLET_COINS,
  type CryptoTransaction,
  type TransactionStatus,
  type TransactionType,
} from './crypto-fixtures';
import { formatCoin, transactionTotals, withinDates } from './crypto-model';
import { transactionStore, useTransactions } from './crypto-store';

const STATUS_PALETTE: Record<TransactionStatus, string> = {
  completed: 'green',
  pending: 'orange',
  failed: 'red',
};
const TYPE_PALETTE: Record<TransactionType, string> = {
  buy: 'blue',
  sell: 'purple',
  deposit: 'teal',
  withdraw: 'orange',
  transfer: 'gray',
};
/** Coins come in on a buy or deposit and leave on the rest. */
const INCOMING: readonly TransactionType[] = ['buy', 'deposit'];

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (date: string) => when.format(new Date(date));

const signedAmount = (row: CryptoTransaction) =>
  `${INCOMING.includes(row.type) ? '+' : '−'}${formatCoin(row.amount, row.coin)}`;

const shortHash = (value: string) => (value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value);

const COLUMNS: DataTableColumn<CryptoTransaction>[] = [
  {
    id: 'date',
    header: 'Date',
    value: (row) => row.date,
    cell: (row) => formatWhen(row.date),
    searchable: false,
    hideable: false,
  },
  {
    id: 'type',
    header: 'Type',
    value: (row) => row.type,
    cell: (row) => <Badge colorPalette={TYPE_PALETTE[row.type]}>{TYPE_LABELS[row.type]}</Badge>,
    csv: (row) => TYPE_LABELS[row.type],
    filter: {
      kind: 'select',
      options: TRANSACTION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
    },
    searchable: false,
  },
  {
    id: 'coin',
    header: 'Coin',
    value: (row) => row.coin,
    filter: { kind: 'select', options: WALLET_COINS.map((coin) => ({ value: coin, label: coin })) },
    searchable: false,
  },
  {
    id: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    cell: signedAmount,
    csv: (row) => (INCOMING.includes(row.type) ? row.amount : -row.amount),
    align: 'end',
    searchable: false,
  },
  {
    id: 'valueInr',
    header: 'Value',
    value: (row) => row.valueInr,
    cell: (row) => rupees.format(row.valueInr),
    align: 'end',
    searchable: false,
  },
  {
    id: 'feeInr',
    header: 'Fee',
    value: (row) => row.feeInr,
    cell: (row) => rupees.format(row.feeInr),
    align: 'end',
    searchable: false,
  },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    cell: (row) => <Badge colorPalette={STATUS_PALETTE[row.status]}>{STATUS_LABELS[row.status]}</Badge>,
    csv: (row) => STATUS_LABELS[row.status],
    filter: {
      kind: 'select',
      options: TRANSACTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
    },
    searchable: false,
  },
  {
    id: 'hash',
    header: 'Hash',
    value: (row) => row.hash,
    cell: (row) => (
      <Text as="span" fontFamily="mono" textStyle="xs" title={row.hash}>
        {shortHash(row.hash)}
      </Text>
    ),
    sortable: false,
  },
  {
    id: 'address',
    header: 'Address',
    value: (row) => row.address,
    cell: (row) => (
      <Text as="span" fontFamily="mono" textStyle="xs" title={row.address}>
        {shortHash(row.address)}
      </Text>
    ),
    sortable: false,
  },
  { id: 'network', header: 'Network', value: (row) => row.network, hidden: true, searchable: false },
];

export default function AppsCryptoTransactionsPage() {
  const [transactions] = useTransactions();
  const [dates, setDates] = useState<DateRange>({ start: '', end: '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const inRange = useMemo(() => withinDates(transactions, dates), [transactions, dates]);
  const table = useClientTable(inRange, COLUMNS, { sort: [{ id: 'date', desc: true }] });
  const { state, onStateChange, exportRows } = table;
  const totals = useMemo(() => transactionTotals(exportRows()), [exportRows]);
  const open = transactions.find((transaction) => transaction.id === openId);

  const figures = [
    {
      label: 'Transactions',
      value: String(totals.count),
      help: totals.pending > 0 ? `${totals.pending} pending` : 'none pending',
    },
    { label: 'Total value', value: rupees.format(totals.valueInr), help: 'failed ones excluded' },
    { label: 'Bought', value: rupees.format(totals.boughtInr), help: 'spent on buys' },
    { label: 'Sold', value: rupees.format(totals.soldInr), help: 'received from sells' },
    { label: 'Fees', value: rupees.format(totals.feesInr), help: 'exchange and network' },
  ];

  return (
    <>
      <PageHeader
        title="Transactions"
        description="Every buy, sell, deposit, withdrawal and transfer of your wallet. Filter them, search by hash or address, and export what you see."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <RouterLink to={href('/apps/crypto/wallet')}>
                <Wallet aria-hidden="true" /> Wallet
              </RouterLink>
            </Button>
            <DemoResetButton subject="the transactions" onReset={transactionStore.reset} />
          </HStack>
        }
      />
      <Stack gap="6">
        <Stack maxW={{ md: '24rem' }}>
          <DateRangeField
            label="Dates"
            value={dates}
            onValueChange={(next) => {
              setDates(next);
              onStateChange({ ...state, page: { ...state.page, index: 0 } });
            }}
            helpText="Leave either end empty to keep it open."
          />
        </Stack>
        <SimpleGrid
          as="dl"
          columns={{ base: 2, md: 3, xl: 5 }}
          gap="4"
          aria-label="Totals of the transactions shown"
          aria-live="polite"
        >
          {figures.map((figure) => (
            <Stack key={figure.label} gap="0.5" borderWidth="1px" rounded="l2" p="3" bg="bg.panel" minW="0">
              <Text as="dt" textStyle="sm" color="fg.muted">
                {figure.label}
              </Text>
              <Text as="dd" textStyle="lg" fontWeight="semibold" data-testid={`total-${figure.label}`}>
                {figure.value}
              </Text>
              <Text as="dd" textStyle="xs" color="fg.muted">
                {figure.help}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <DataTable
          label="Transactions"
          columns={COLUMNS}
          getRowId={(row) => row.id}
          getRowLabel={(row) =>
            `${TYPE_LABELS[row.type]} ${formatCoin(row.amount, row.coin)}, ${formatWhen(row.date)}`
          }
          exportFileName="crypto-transactions"
          emptyTitle="No transactions in these dates"
          emptyDescription="Widen the date range to see more."
          onRowActivate={(row) => setOpenId(row.id)}
          {...table}
        />
      </Stack>
      <RecordDrawer
        open={open !== undefined}
        onOpenChange={(next) => {
          if (!next) setOpenId(null);
        }}
        title={open ? `${TYPE_LABELS[open.type]} ${formatCoin(open.amount, open.coin)}` : 'Transaction'}
        subtitle={open ? formatWhen(open.date) : undefined}
        fields={
          open
            ? [
                {
                  label: 'Status',
                  value: (
                    <Badge colorPalette={STATUS_PALETTE[open.status]}>{STATUS_LABELS[open.status]}</Badge>
                  ),
                },
                { label: 'Amount', value: signedAmount(open) },
                { label: 'Price', value: `${rupees.format(open.priceInr)} per ${open.coin}` },
                { label: 'Value', value: rupees.format(open.valueInr) },
                { label: 'Fee', value: rupees.format(open.feeInr) },
                { label: 'Network', value: open.network },
                {
                  label: open.type === 'buy' || open.type === 'sell' ? 'Order reference' : 'Transaction hash',
                  value: (
                    <Code wordBreak="break-all" whiteSpace="normal">
                      {open.hash}
                    </Code>
                  ),
                },
                {
                  label:
                    open.type === 'deposit'
                      ? 'From address'
                      : open.type === 'buy' || open.type === 'sell'
                        ? 'Wallet address'
                        : 'To address',
                  value: (
                    <Code wordBreak="break-all" whiteSpace="normal">
                      {open.address}
                    </Code>
                  ),
                },
                {
                  label: 'Recorded by',
                  value: open.origin === 'wallet' ? 'You, from the wallet' : 'Exchange history',
                },
              ]
            : []
        }
      />
    </>
  );
}
