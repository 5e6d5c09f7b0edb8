/**
 * The production and stock tabs' charts: consumption per month (value by kind of item, stacked)
 * and the ledger's value in and out per month. Drawn after the first paint through the lazy chart
 * (ECharts stays in its own chunk); each has a plain list beside it with the figures.
 */
import { List, Text } from '@chakra-ui/react';
import { EmptyState } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import {
  movementsPerMonth,
  type ConsumptionMonth,
  type MonthTotals,
  type MovementMonth,
  STOCK_ITEM_KINDS,
  STOCK_KIND_LABELS,
  MOVEMENT_LABELS,
  STOCK_MOVEMENT_KINDS,
} from '@/services/production';
import { formatCount } from '../crm-figures';
import { PeriodChart } from './report-charts';
import { formatMonth, formatQuantity } from './report-format';

interface ConsumptionMonthTotals {
  month: string;
  value: number;
  sheets: number;
  sheetsByPlans: number;
}

/** One line per month: value drawn, and the sheets (of any sheet material) drawn, by plans or not. */
export function consumptionPerMonth(rows: readonly ConsumptionMonth[]): ConsumptionMonthTotals[] {
  const months = new Map<string, ConsumptionMonthTotals>();
  for (const row of rows) {
    const entry = months.get(row.month) ?? { month: row.month, value: 0, sheets: 0, sheetsByPlans: 0 };
    entry.value += row.value;
    if (row.unit === 'sheet') {
      entry.sheets += row.quantity;
      entry.sheetsByPlans += row.quantity_by_plans;
    }
    months.set(row.month, entry);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export function ConsumptionChart({ rows }: { rows: ConsumptionMonth[] }) {
  const months = consumptionPerMonth(rows);
  if (months.length === 0) {
    return (
      <EmptyState
        title="Nothing drawn from stock yet"
        description="Consumption shows once sheets are cut or items are issued from stock."
      />
    );
  }
  const kinds = STOCK_ITEM_KINDS.filter((kind) => rows.some((row) => row.item_kind === kind));
  const valueOf = (month: string, kind: string) =>
    rows
      .filter((row) => row.month === month && row.item_kind === kind)
      .reduce((sum, row) => sum + row.value, 0);
  return (
    <>
      <PeriodChart
        label="Stock consumed per month at purchase price, by kind of item"
        periods={months.map((month) => formatMonth(month.month))}
        axisWidth={72}
        series={kinds.map((kind) => ({
          type: 'bar',
          stack: 'value',
          name: STOCK_KIND_LABELS[kind],
          data: months.map((month) => Math.round(valueOf(month.month, kind))),
        }))}
      />
      <List.Root variant="plain" gap="1" textStyle="sm" mt="3" aria-label="Consumption per month">
        {months.map((month) => (
          <List.Item key={month.month} display="block">
            {formatMonth(month.month)}: {wholeRupees.format(month.value)}
            <Text as="span" color="fg.muted">
              {' '}
              ({formatQuantity(month.sheets)} sheets drawn, {formatQuantity(month.sheetsByPlans)} by cutting
              plans)
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}

const movementCounts = (month: MonthTotals) =>
  STOCK_MOVEMENT_KINDS.filter((kind) => month.byKind[kind])
    .map((kind) => `${formatCount(month.byKind[kind] ?? 0)} ${MOVEMENT_LABELS[kind].toLowerCase()}`)
    .join(', ');

export function MovementsChart({ rows }: { rows: MovementMonth[] }) {
  const months = movementsPerMonth(rows);
  if (months.length === 0) {
    return (
      <EmptyState
        title="No movements yet"
        description="Purchases, draws and adjustments show here by month."
      />
    );
  }
  return (
    <>
      <PeriodChart
        label="Stock movements per month: value in and out at purchase price"
        periods={months.map((month) => formatMonth(month.month))}
        axisWidth={72}
        series={[
          { type: 'bar', name: 'Value in', data: months.map((month) => Math.round(month.valueIn)) },
          { type: 'bar', name: 'Value out', data: months.map((month) => Math.round(month.valueOut)) },
        ]}
      />
      <List.Root variant="plain" gap="1" textStyle="sm" mt="3" aria-label="Movements per month">
        {months.map((month) => (
          <List.Item key={month.month} display="block">
            {formatMonth(month.month)}: {wholeRupees.format(month.valueIn)} in,{' '}
            {wholeRupees.format(month.valueOut)} out
            <Text as="span" color="fg.muted">
              {' '}
              ({movementCounts(month)})
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
