import { Box, HStack, IconButton, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable, PageHeader, Sparkline, useClientTable, type DataTableColumn } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { COIN_MARKETS, type CoinMarket } from './crypto-fixtures';
import { formatIndianShort, formatPrice, marketRows, toggleWatch } from './crypto-model';
import { useWatchlist, watchlistStore } from './crypto-store';
import { ChangeText } from './market-cells';

const PAGE_SIZES = [10, 25, 50];

function marketColumns(
  watchlist: readonly string[],
  onToggle: (code: string) => void,
): DataTableColumn<CoinMarket>[] {
  return [
    {
      id: 'watch',
      header: 'Watch',
      value: (row) => watchlist.includes(row.code),
      cell: (row) => {
        const watched = watchlist.includes(row.code);
        return (
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="yellow"
            aria-pressed={watched}
            aria-label={`Watch ${row.name}`}
            onClick={() => onToggle(row.code)}
          >
            <Star fill={watched ? 'currentColor' : 'none'} />
          </IconButton>
        );
      },
      sortable: false,
      searchable: false,
      hideable: false,
      width: '3.5rem',
    },
    { id: 'rank', header: '#', value: (row) => row.rank, align: 'end', searchable: false, width: '3rem' },
    {
      id: 'coin',
      header: 'Coin',
      value: (row) => row.name,
      cell: (row) => (
        <HStack as="span" gap="1.5">
          <Text as="span" fontWeight="medium">
            {row.name}
          </Text>
          <Text as="span" color="fg.muted" textStyle="xs">
            {row.code}
          </Text>
        </HStack>
      ),
      csv: (row) => `${row.name} (${row.code})`,
      hideable: false,
    },
    { id: 'code', header: 'Symbol', value: (row) => row.code, hidden: true },
    {
      id: 'price',
      header: 'Price',
      value: (row) => row.price,
      cell: (row) => formatPrice(row.price),
      align: 'end',
      searchable: false,
    },
    ...(
      [
        ['change1h', '1h'],
        ['change24h', '24h'],
        ['change7d', '7d'],
      ] as const
    ).map(([id, header]): DataTableColumn<CoinMarket> => ({
      id,
      header,
      value: (row) => row[id],
      cell: (row) => <ChangeText change={row[id]} />,
      align: 'end',
      searchable: false,
    })),
    {
      id: 'marketCap',
      header: 'Market cap',
      value: (row) => row.marketCap,
      cell: (row) => formatIndianShort(row.marketCap, '₹'),
      align: 'end',
      searchable: false,
    },
    {
      id: 'volume24h',
      header: 'Volume (24h)',
      value: (row) => row.volume24h,
      cell: (row) => formatIndianShort(row.volume24h, '₹'),
      align: 'end',
      searchable: false,
    },
    {
      id: 'circulatingSupply',
      header: 'Circulating supply',
      value: (row) => row.circulatingSupply,
      cell: (row) => `${formatIndianShort(row.circulatingSupply)} ${row.code}`,
      align: 'end',
      searchable: false,
    },
    {
      id: 'sparkline',
      header: 'Last 7 days',
      value: () => null,
      csv: (row) => row.sparkline.join(' '),
      cell: (row) => (
        <Box as="span" display="inline-flex" colorPalette={row.change7d >= 0 ? 'green' : 'red'}>
          <Sparkline values={row.sparkline} label={`${row.name} price, last 7 days`} format={formatPrice} />
        </Box>
      ),
      sortable: false,
      searchable: false,
    },
  ];
}

export default function AppsCryptoMarketcapPage() {
  const [watchlist, setWatchlist] = useWatchlist();
  const [watchlistOnly, setWatchlistOnly] = useState(false);
  const columns = useMemo(
    () => marketColumns(watchlist, (code) => setWatchlist((current) => toggleWatch(current, code))),
    [watchlist, setWatchlist],
  );
  const rows = useMemo(() => marketRows(COIN_MARKETS, watchlist, watchlistOnly), [watchlist, watchlistOnly]);
  const table = useClientTable(rows, columns, {
    sort: [{ id: 'rank', desc: false }],
    page: { index: 0, size: PAGE_SIZES[0] ?? 10 },
  });
  const { state, onStateChange } = table;

  const totalCap = COIN_MARKETS.reduce((sum, market) => sum + market.marketCap, 0);
  const totalVolume = COIN_MARKETS.reduce((sum, market) => sum + market.volume24h, 0);
  const bitcoin = COIN_MARKETS.find((market) => market.code === 'BTC');
  const figures = [
    { label: 'Total market cap', value: formatIndianShort(totalCap, '₹') },
    { label: 'Volume (24h)', value: formatIndianShort(totalVolume, '₹') },
    { label: 'Bitcoin dominance', value: `${(((bitcoin?.marketCap ?? 0) / totalCap) * 100).toFixed(1)}%` },
    { label: 'On your watchlist', value: `${watchlist.length} coins` },
  ];

  return (
    <>
      <PageHeader
        title="Market cap"
        description="The largest coins by market value, priced in rupees, with their moves over the last hour, day and week. Star a coin to follow it."
        actions={<DemoResetButton subject="the watchlist" onReset={watchlistStore.reset} />}
      />
      <Stack gap="6">
        <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap="4" aria-label="Market figures">
          {figures.map((figure) => (
            <Stack key={figure.label} gap="0.5" borderWidth="1px" rounded="l2" p="3" bg="bg.panel">
              <Text as="dt" textStyle="sm" color="fg.muted">
                {figure.label}
              </Text>
              <Text as="dd" textStyle="lg" fontWeight="semibold">
                {figure.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <DataTable
          label="Coins"
          columns={columns}
          getRowId={(row) => row.code}
          getRowLabel={(row) => row.name}
          pageSizeOptions={PAGE_SIZES}
          exportFileName="coin-markets"
          emptyTitle="No coins on your watchlist"
          emptyDescription="Star a coin in the full list to add it here."
          toolbarActions={
            <Switch.Root
              size="sm"
              checked={watchlistOnly}
              onCheckedChange={(details) => {
                setWatchlistOnly(details.checked);
                onStateChange({ ...state, page: { ...state.page, index: 0 } });
              }}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Watchlist only</Switch.Label>
            </Switch.Root>
          }
          {...table}
        />
      </Stack>
    </>
  );
}
