import { Badge, Box, Flex, HStack, Link, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LazyChart, PageHeader, Sparkline, RangePresets } from '@/ui';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { COIN_MARKETS, coinMarket } from '@/pages/apps/crypto/crypto-fixtures';
import { formatCoin, formatIndianShort, formatPrice } from '@/pages/apps/crypto/crypto-model';
import { useWatchlist } from '@/pages/apps/crypto/crypto-store';
import { ChangeText } from '@/pages/apps/crypto/market-cells';
import { comparedWith, lastDaysLabel, RANGE_PRESETS, useDashboardRange } from './date-range';
import { formatDay, percentChange } from './template-fixtures';
import { DashboardPanel, KeyFigures } from './dashboard-parts';
import {
  buildCryptoData,
  HELD_COINS,
  summariseCrypto,
  type HeldCoin,
  type TradeKind,
} from './crypto/crypto-fixtures';

const TRADE_PALETTE: Record<TradeKind, string> = {
  Buy: 'green',
  Sell: 'red',
  Receive: 'blue',
  Send: 'orange',
};
const signedRupees = (value: number) => `${value >= 0 ? '+' : '−'}${rupees.format(Math.abs(value))}`;

export default function DashboardCryptoPage() {
  const data = useMemo(() => buildCryptoData(), []);
  const [range, setRange] = useDashboardRange();
  const [watchlist] = useWatchlist();
  const [chartCoin, setChartCoin] = useState<HeldCoin>('BTC');
  const summary = useMemo(() => summariseCrypto(data, range), [data, range]);
  const label = lastDaysLabel(range);
  const changeLabel = comparedWith(range);
  const chartPrices = summary.priceTrend(chartCoin);
  const watched = COIN_MARKETS.filter((market) => watchlist.includes(market.code));

  return (
    <>
      <PageHeader
        title="Crypto dashboard"
        description={`The demo wallet's value, profit and trades, ${label}.`}
        actions={<RangePresets value={range} onValueChange={setRange} presets={RANGE_PRESETS} />}
      />
      <Stack gap="6">
        <KeyFigures
          figures={[
            {
              label: 'Portfolio value',
              value: rupees.format(summary.value),
              change: percentChange(summary.valueAtStart, summary.value),
              changeLabel: `vs ${range} days ago`,
              trend: summary.valueTrend.map((day) => day.value),
              trendFormat: (value) => rupees.format(value),
            },
            {
              label: 'Profit or loss',
              value: signedRupees(summary.profit),
              change: percentChange(summary.valueAtStart, summary.valueAtStart + summary.profit),
              changeLabel: `market moves, ${label}`,
            },
            {
              label: 'Net bought',
              value: signedRupees(summary.invested),
              change: percentChange(Math.abs(summary.investedBefore), Math.abs(summary.invested)),
              changeLabel,
            },
            {
              label: 'Transactions',
              value: String(summary.transactions),
              change: percentChange(summary.transactionsBefore, summary.transactions),
              changeLabel,
            },
          ]}
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          <Box gridColumn={{ lg: 'span 2' }} minW="0">
            <DashboardPanel
              title="Price chart"
              actions={
                <SegmentGroup.Root
                  size="xs"
                  aria-label="Coin"
                  value={chartCoin}
                  onValueChange={(details) => {
                    const coin = HELD_COINS.find((held) => held === details.value);
                    if (coin) setChartCoin(coin);
                  }}
                >
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items items={[...HELD_COINS]} />
                </SegmentGroup.Root>
              }
            >
              <LazyChart
                label={`${coinMarket(chartCoin)?.name ?? chartCoin} price in rupees, ${label}`}
                height={280}
                option={{
                  tooltip: { trigger: 'axis' },
                  grid: { left: 80, right: 16, top: 16, bottom: 32 },
                  xAxis: { type: 'category', data: summary.valueTrend.map((day) => formatDay(day.date)) },
                  yAxis: {
                    type: 'value',
                    scale: true,
                    axisLabel: { formatter: (value: number) => formatIndianShort(value, '₹') },
                  },
                  series: [
                    {
                      name: `${chartCoin} (₹)`,
                      type: 'line',
                      smooth: true,
                      showSymbol: false,
                      data: chartPrices,
                    },
                  ],
                }}
              />
            </DashboardPanel>
          </Box>
          <DashboardPanel title="Holdings by coin">
            <LazyChart
              label={`Holdings by coin in rupees, ${range} days ago (inner ring) and today (outer ring)`}
              height={280}
              option={{
                tooltip: { trigger: 'item' },
                legend: { bottom: 0 },
                series: [
                  {
                    name: `${range} days ago`,
                    type: 'pie',
                    radius: ['22%', '40%'],
                    label: { show: false },
                    data: summary.allocation.map((entry) => ({ name: entry.coin, value: entry.atStart })),
                  },
                  {
                    name: 'Today',
                    type: 'pie',
                    radius: ['50%', '70%'],
                    label: { show: false },
                    data: summary.allocation.map((entry) => ({ name: entry.coin, value: entry.today })),
                  },
                ],
              }}
            />
          </DashboardPanel>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <DashboardPanel title="Recent transactions">
            {summary.recent.length === 0 ? (
              <Text color="fg.muted">No trades in the {label}.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3" aria-label={`Recent transactions, ${label}`}>
                {summary.recent.map((trade) => (
                  <Flex as="li" key={trade.id} justify="space-between" gap="3">
                    <Stack gap="0" minW="0">
                      <HStack gap="2">
                        <Badge colorPalette={TRADE_PALETTE[trade.kind]}>{trade.kind}</Badge>
                        <Text fontWeight="medium">{formatCoin(trade.quantity, trade.coin)}</Text>
                      </HStack>
                      <Text textStyle="sm" color="fg.muted">
                        {trade.id} · {formatDay(trade.date)} · at {formatPrice(trade.price)}
                      </Text>
                    </Stack>
                    <Text fontWeight="medium" flexShrink={0}>
                      {rupees.format(trade.value)}
                    </Text>
                  </Flex>
                ))}
              </Stack>
            )}
          </DashboardPanel>
          <DashboardPanel
            title="Watchlist"
            actions={
              <Link asChild colorPalette="brand" textStyle="sm">
                <RouterLink to={href('/apps/crypto/marketcap')}>Change the watchlist</RouterLink>
              </Link>
            }
          >
            {watched.length === 0 ? (
              <Text color="fg.muted">No coin is starred yet: star coins in the market cap table.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3" aria-label="Watchlist">
                {watched.map((market) => {
                  const prices = summary.priceTrend(market.code);
                  const rangeChange = percentChange(prices[0] ?? 0, market.price) ?? 0;
                  return (
                    <Flex
                      as="li"
                      key={market.code}
                      justify="space-between"
                      align="center"
                      gap="3"
                      wrap="wrap"
                    >
                      <Stack gap="0" minW="0" flex="1">
                        <Text fontWeight="medium">
                          {market.name}{' '}
                          <Text as="span" color="fg.muted" textStyle="sm">
                            {market.code}
                          </Text>
                        </Text>
                        <Text textStyle="sm">{formatPrice(market.price)}</Text>
                      </Stack>
                      <Flex colorPalette="brand">
                        <Sparkline
                          values={prices}
                          label={`${market.name} price, ${label}`}
                          format={formatPrice}
                        />
                      </Flex>
                      <Stack gap="0" align="flex-end" textStyle="sm">
                        <HStack gap="1">
                          <Text color="fg.muted">24h</Text>
                          <ChangeText change={market.change24h} />
                        </HStack>
                        <HStack gap="1">
                          <Text color="fg.muted">{range}d</Text>
                          <ChangeText change={rangeChange} />
                        </HStack>
                      </Stack>
                    </Flex>
                  );
                })}
              </Stack>
            )}
          </DashboardPanel>
        </SimpleGrid>
      </Stack>
    </>
  );
}
