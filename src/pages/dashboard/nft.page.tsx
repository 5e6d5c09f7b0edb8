import { Badge, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { Gavel, Hammer, ShoppingBag, Sparkles, Tag } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { ActivityTimeline, LazyChart, PageHeader, type Activity, RangePresets } from '@/ui';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { comparedWith, lastDaysLabel, RANGE_PRESETS, useDashboardRange } from './date-range';
import { formatDay, percentChange } from './template-fixtures';
import { DashboardPanel, KeyFigures, ScrollingTable } from './dashboard-parts';
import { buildNftMarket, summariseNft, type MarketEvent, type MarketEventKind } from './nft/nft-fixtures';

const EVENT_LOOK: Record<MarketEventKind, { palette: string; icon: ReactNode }> = {
  Sale: { palette: 'green', icon: <ShoppingBag /> },
  Bid: { palette: 'orange', icon: <Gavel /> },
  Listed: { palette: 'blue', icon: <Tag /> },
  Minted: { palette: 'purple', icon: <Sparkles /> },
};

function describeEvent(event: MarketEvent): string {
  const amount = event.amount === null ? '' : ` for ${rupees.format(event.amount)}`;
  switch (event.kind) {
    case 'Sale':
      return `${event.from} sold to ${event.to ?? 'a buyer'}${amount}`;
    case 'Bid':
      return `${event.to ?? 'A bidder'} bid${amount}`;
    case 'Listed':
      return `${event.from} listed it${amount}`;
    case 'Minted':
      return `Minted by ${event.from}`;
  }
}

// Axis ticks in lakh ("3L"), as Indian readers count money.
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact' });

const signedPercent = (change: number | undefined) =>
  change === undefined ? 'new' : `${change >= 0 ? '+' : '−'}${Math.abs(change).toLocaleString('en-IN')}%`;

export default function DashboardNftPage() {
  const market = useMemo(() => buildNftMarket(), []);
  const [range, setRange] = useDashboardRange();
  const summary = useMemo(() => summariseNft(market, range), [market, range]);
  const label = lastDaysLabel(range);
  const changeLabel = comparedWith(range);
  const activities: Activity[] = summary.recent.map((event) => ({
    id: event.id,
    title: `${event.kind}: ${event.item}`,
    description: describeEvent(event),
    at: new Date(event.at),
    palette: EVENT_LOOK[event.kind].palette,
    icon: EVENT_LOOK[event.kind].icon,
  }));

  return (
    <>
      <PageHeader
        title="NFT dashboard"
        description={`Sales, prices and auctions of the studio's design collections, ${label}.`}
        actions={<RangePresets value={range} onValueChange={setRange} presets={RANGE_PRESETS} />}
      />
      <Stack gap="6">
        <KeyFigures
          figures={[
            {
              label: 'Trading volume',
              value: rupees.format(summary.volume),
              change: percentChange(summary.volumeBefore, summary.volume),
              changeLabel,
              trend: summary.days.map((day) => day.volume),
              trendFormat: (value) => rupees.format(value),
              icon: <ShoppingBag />,
            },
            {
              label: 'Items sold',
              value: String(summary.sold),
              change: percentChange(summary.soldBefore, summary.sold),
              changeLabel,
              trend: summary.days.map((day) => day.sold),
              icon: <Tag />,
            },
            {
              label: 'Floor price',
              value: rupees.format(summary.floor),
              change: percentChange(summary.floorBefore, summary.floor),
              changeLabel,
              icon: <Hammer />,
            },
            {
              label: 'Active auctions',
              value: String(summary.activeAuctions),
              change: percentChange(summary.activeAuctionsAtStart, summary.activeAuctions),
              changeLabel: `vs ${range} days ago`,
              icon: <Gavel />,
            },
          ]}
        />
        <DashboardPanel title="Trading volume">
          <LazyChart
            label={`Trading volume per day, ${label}`}
            height={280}
            option={{
              tooltip: { trigger: 'axis' },
              legend: { bottom: 0 },
              grid: { left: 64, right: 40, top: 16, bottom: 56 },
              xAxis: { type: 'category', data: summary.days.map((day) => formatDay(day.date)) },
              yAxis: [
                {
                  type: 'value',
                  name: '₹',
                  axisLabel: { formatter: (value: number) => compact.format(value) },
                },
                { type: 'value', name: 'Sold', minInterval: 1, splitLine: { show: false } },
              ],
              series: [
                { name: 'Volume (₹)', type: 'bar', data: summary.days.map((day) => day.volume) },
                {
                  name: 'Items sold',
                  type: 'line',
                  yAxisIndex: 1,
                  data: summary.days.map((day) => day.sold),
                },
              ],
            }}
          />
        </DashboardPanel>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <DashboardPanel title="Top collections">
            <ScrollingTable
              region="Top collections"
              label={`Top collections by volume, ${label}`}
              headers={[
                'Collection',
                { label: 'Volume', end: true },
                { label: 'Change', end: true },
                { label: 'Sold', end: true },
                { label: 'Floor', end: true },
              ]}
            >
              {summary.collections.map((entry) => {
                const change = percentChange(entry.volumeBefore, entry.volume);
                return (
                  <Table.Row key={entry.collection}>
                    <Table.Cell>{entry.collection}</Table.Cell>
                    <Table.Cell textAlign="end">{rupees.format(entry.volume)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Badge colorPalette={change === undefined ? 'gray' : change >= 0 ? 'green' : 'red'}>
                        {signedPercent(change)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{entry.sold}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {entry.floor === null ? '—' : rupees.format(entry.floor)}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </ScrollingTable>
          </DashboardPanel>
          <ActivityTimeline title={`Recent activity, ${label}`} activities={activities} />
        </SimpleGrid>
      </Stack>
    </>
  );
}
