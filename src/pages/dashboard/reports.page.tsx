/**
 * Reports, one tab each (`?tab=`): CRM (per campaign and per executive for a date range, leads by
 * source and the funnel), production (sheets used, yield per material, consumption per month) and
 * stock (valuation at purchase price, items below reorder level, movements per month).
 */
import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { CrmReportTab } from './reports/crm-report-tab';
import { ProductionReportTab } from './reports/production-report-tab';
import { StockReportTab } from './reports/stock-report-tab';

const TABS = [
  { value: 'crm', label: 'CRM' },
  { value: 'production', label: 'Production' },
  { value: 'stock', label: 'Stock' },
] as const;

export default function DashboardReportsPage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((entry) => entry.value === params.get('tab'))?.value ?? 'crm';
  return (
    <>
      <PageHeader title={route?.title ?? 'Reports'} description={route?.purpose} />
      <Tabs.Root
        value={tab}
        lazyMount
        unmountOnExit
        onValueChange={(details) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', details.value);
            return next;
          })
        }
      >
        <Tabs.List aria-label="Reports">
          {TABS.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="crm" pt="6">
          <CrmReportTab />
        </Tabs.Content>
        <Tabs.Content value="production" pt="6">
          <ProductionReportTab />
        </Tabs.Content>
        <Tabs.Content value="stock" pt="6">
          <StockReportTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
