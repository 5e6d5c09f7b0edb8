/**
 * The analytics panels: each chart (drawn lazily once the figures are on screen) has its table
 * beside it, sortable and exported as CSV, and each row links to the list behind it where one exists.
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { DataTable, LazyChart, useClientTable, type ChartProps, type DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { FUNNEL_LABELS, type BusinessAnalytics } from '@/services/crm';
import { DashboardPanel } from '../dashboard-parts';
import { figureColumn, nameColumn, RowLink, RowLinkOrName } from '../figure-columns';
import { formatCount } from '../crm-figures';
import { leadsHref } from '../crm-links';
import { useAfterFirstPaint } from '../reports/report-charts';
import { FUNNEL_LINKS } from './analytics-figures';

type Month = BusinessAnalytics['revenue_by_month'][number];
type Category = BusinessAnalytics['orders_by_category'][number];
type City = BusinessAnalytics['orders_by_city'][number];
type Campaign = BusinessAnalytics['top_campaigns'][number];
type Plan = BusinessAnalytics['subscriptions_by_plan'][number];

const CATEGORY_LABELS: Record<string, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  hospitality: 'Hospitality',
  retail: 'Retail',
  office: 'Office',
  modular_kitchen: 'Modular kitchen',
  none: 'No project',
};
const PLAN_LABELS: Record<string, string> = {
  free_trial: 'Free trial',
  basic: 'Basic',
  pro: 'Pro',
  elite: 'Elite',
};
const categoryLabel = (row: Category) => CATEGORY_LABELS[row.category] ?? row.category;
const planLabel = (row: Plan) => PLAN_LABELS[row.plan] ?? row.plan;
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric' });
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00`));

const money = (value: number) => wholeRupees.format(value);

/**
 * A panel with a chart over its table: the chart is drawn after the first paint, so the figures
 * and the table show first; null when there is nothing to draw.
 */
function ChartPanel({
  title,
  chart,
  children,
}: {
  title: string;
  chart: ChartProps | null;
  children: ReactNode;
}) {
  const painted = useAfterFirstPaint();
  return (
    <DashboardPanel title={title}>
      <Stack gap="3">
        {painted && chart !== null && <LazyChart {...chart} />}
        {children}
      </Stack>
    </DashboardPanel>
  );
}

function FunnelPanel({ figures, suffix }: { figures: BusinessAnalytics; suffix: string }) {
  const range = { from: figures.from, to: figures.to };
  type Step = BusinessAnalytics['funnel'][number];
  const columns = useMemo<DataTableColumn<Step>[]>(
    () => [
      {
        id: 'step',
        header: 'Step',
        hideable: false,
        value: (row) => FUNNEL_LABELS[row.step],
        cell: (row) => <RowLink to={FUNNEL_LINKS[row.step](range)}>{FUNNEL_LABELS[row.step]}</RowLink>,
      },
      figureColumn<Step>('count', 'Count', (row) => row.count, formatCount),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the links follow the range's two days
    [range.from, range.to],
  );
  const table = useClientTable(figures.funnel, columns);
  return (
    <ChartPanel
      title="Funnel"
      chart={{
        label: 'Funnel from leads to orders in the range',
        height: 260,
        option: {
          tooltip: { trigger: 'item' },
          series: [
            {
              type: 'funnel',
              name: 'Funnel',
              sort: 'none',
              left: '10%',
              width: '80%',
              label: { show: true, position: 'inside', formatter: '{b}: {c}' },
              data: figures.funnel.map((row) => ({ name: FUNNEL_LABELS[row.step], value: row.count })),
            },
          ],
        },
      }}
    >
      <DataTable
        label="Funnel table"
        columns={columns}
        getRowId={(row) => row.step}
        getRowLabel={(row) => FUNNEL_LABELS[row.step]}
        exportFileName={`analytics-funnel-${suffix}`}
        emptyTitle="Nothing in the funnel"
        {...table}
      />
    </ChartPanel>
  );
}

function RevenuePanel({ figures, suffix }: { figures: BusinessAnalytics; suffix: string }) {
  const columns = useMemo<DataTableColumn<Month>[]>(
    () => [
      nameColumn<Month>(
        'month',
        'Month',
        (row) => row.month,
        (row) => monthLabel(row.month),
      ),
      figureColumn<Month>('booked', 'Booked (orders)', (row) => row.booked, money),
      figureColumn<Month>('collected', 'Collected (payments)', (row) => row.collected, money),
    ],
    [],
  );
  const table = useClientTable(figures.revenue_by_month, columns);
  return (
    <ChartPanel
      title="Revenue per month"
      chart={{
        label: 'Revenue booked and collected per month',
        height: 280,
        option: {
          tooltip: { trigger: 'axis' },
          legend: {},
          grid: { left: 80, right: 16, top: 40, bottom: 28 },
          xAxis: { type: 'category', data: figures.revenue_by_month.map((row) => monthLabel(row.month)) },
          yAxis: { type: 'value' },
          series: [
            { type: 'bar', name: 'Booked', data: figures.revenue_by_month.map((row) => row.booked) },
            {
              type: 'bar',
              name: 'Collected',
              data: figures.revenue_by_month.map((row) => row.collected),
            },
          ],
        },
      }}
    >
      <DataTable
        label="Revenue per month table"
        columns={columns}
        getRowId={(row) => row.month}
        getRowLabel={(row) => monthLabel(row.month)}
        exportFileName={`analytics-revenue-${suffix}`}
        emptyTitle="No months in the range"
        {...table}
      />
    </ChartPanel>
  );
}

function CategoryPanel({ figures, suffix }: { figures: BusinessAnalytics; suffix: string }) {
  const columns = useMemo<DataTableColumn<Category>[]>(
    () => [
      nameColumn<Category>('category', 'Category', categoryLabel, (row) => (
        <RowLinkOrName
          to={row.category === 'none' ? null : href('/dashboard/projects', { category: row.category })}
        >
          {categoryLabel(row)}
        </RowLinkOrName>
      )),
      figureColumn<Category>('orders', 'Orders', (row) => row.orders, formatCount),
      figureColumn<Category>('value', 'Value', (row) => row.value, money),
    ],
    [],
  );
  const table = useClientTable(figures.orders_by_category, columns, { sort: [{ id: 'value', desc: true }] });
  return (
    <ChartPanel
      title="Orders by category"
      chart={
        figures.orders_by_category.length === 0
          ? null
          : {
              label: 'Order value by project category',
              height: 240,
              option: {
                tooltip: { trigger: 'item' },
                series: [
                  {
                    type: 'pie',
                    name: 'Order value',
                    radius: ['40%', '70%'],
                    data: figures.orders_by_category.map((row) => ({
                      name: categoryLabel(row),
                      value: row.value,
                    })),
                  },
                ],
              },
            }
      }
    >
      <DataTable
        label="Orders by category table"
        columns={columns}
        getRowId={(row) => row.category}
        getRowLabel={categoryLabel}
        exportFileName={`analytics-orders-by-category-${suffix}`}
        emptyTitle="No orders in the range"
        {...table}
      />
    </ChartPanel>
  );
}

function CityTable({ figures, suffix }: { figures: BusinessAnalytics; suffix: string }) {
  const columns = useMemo<DataTableColumn<City>[]>(
    () => [
      nameColumn<City>(
        'city',
        'City',
        (row) => row.city,
        (row) => <RowLink to={href('/dashboard/projects', { city: row.city })}>{row.city}</RowLink>,
      ),
      figureColumn<City>('orders', 'Orders', (row) => row.orders, formatCount),
      figureColumn<City>('value', 'Value', (row) => row.value, money),
    ],
    [],
  );
  const table = useClientTable(figures.orders_by_city, columns, { sort: [{ id: 'value', desc: true }] });
  return (
    <DashboardPanel title="Orders by city">
      <DataTable
        label="Orders by city table"
        columns={columns}
        getRowId={(row) => row.city}
        getRowLabel={(row) => row.city}
        exportFileName={`analytics-orders-by-city-${suffix}`}
        emptyTitle="No orders in the range"
        {...table}
      />
    </DashboardPanel>
  );
}

function CampaignTable({ figures, suffix }: { figures: BusinessAnalytics; suffix: string }) {
  const columns = useMemo<DataTableColumn<Campaign>[]>(
    () => [
      nameColumn<Campaign>(
        'name',
        'Campaign',
        (row) => row.name,
        (row) => <RowLink to={leadsHref({ campaign: row.id })}>{row.name}</RowLink>,
      ),
      figureColumn<Campaign>('leads', 'Leads', (row) => row.leads, formatCount),
      figureColumn<Campaign>('converted', 'Converted', (row) => row.converted, formatCount),
      figureColumn<Campaign>('value', 'Converted value', (row) => row.value, money),
    ],
    [],
  );
  const table = useClientTable(figures.top_campaigns, columns, { sort: [{ id: 'converted', desc: true }] });
  return (
    <DashboardPanel title="Top campaigns">
      <DataTable
        label="Top campaigns table"
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        exportFileName={`analytics-top-campaigns-${suffix}`}
        emptyTitle="No campaign leads in the range"
        {...table}
      />
    </DashboardPanel>
  );
}

function PlanTable({ figures, suffix }: { figures: BusinessAnalytics; suffix: string }) {
  const columns = useMemo<DataTableColumn<Plan>[]>(
    () => [
      nameColumn<Plan>('plan', 'Plan', planLabel, (row) => (
        <RowLink to={href('/dashboard/adonai')}>{planLabel(row)}</RowLink>
      )),
      figureColumn<Plan>('subscribers', 'Subscribers', (row) => row.subscribers, formatCount),
    ],
    [],
  );
  const table = useClientTable(figures.subscriptions_by_plan, columns);
  return (
    <DashboardPanel title="Design-tool subscriptions by plan">
      <Stack gap="2">
        <DataTable
          label="Subscriptions by plan table"
          columns={columns}
          getRowId={(row) => row.plan}
          getRowLabel={planLabel}
          exportFileName={`analytics-subscriptions-${suffix}`}
          emptyTitle="No subscriptions in the range"
          {...table}
        />
        <Text textStyle="sm" color="fg.muted">
          {formatCount(figures.churned_subscribers)} cancelled or expired in the range.
        </Text>
      </Stack>
    </DashboardPanel>
  );
}

export function AnalyticsPanels({ figures }: { figures: BusinessAnalytics }) {
  const suffix = `${figures.from}-to-${figures.to}`;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <FunnelPanel figures={figures} suffix={suffix} />
        <RevenuePanel figures={figures} suffix={suffix} />
        <CategoryPanel figures={figures} suffix={suffix} />
        <CityTable figures={figures} suffix={suffix} />
        <CampaignTable figures={figures} suffix={suffix} />
        <PlanTable figures={figures} suffix={suffix} />
      </SimpleGrid>
    </Stack>
  );
}
