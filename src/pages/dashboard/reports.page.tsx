/**
 * Reports, one tab each (`?tab=`): CRM (per campaign and per executive for a date range, leads by
 * source and the funnel), production (sheets used, yield per material, consumption per month) and
 * stock (valuation at purchase price, items below reorder level, movements per month), and GST (the
 * month's sales register, GST summary and purchase register). The CRM tab needs leads.view, the GST
 * tab payment.record or invoice.issue; production and stock are open to all staff, as their tables are.
 */
import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { LoadingState, PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { usePermissions } from '@/services/admin';
import { CrmReportTab } from './reports/crm-report-tab';
import { GstReportTab } from './reports/gst-report-tab';
import { ProductionReportTab } from './reports/production-report-tab';
import { StockReportTab } from './reports/stock-report-tab';

const TABS = [
  { value: 'crm', label: 'CRM' },
  { value: 'production', label: 'Production' },
  { value: 'stock', label: 'Stock' },
  { value: 'gst', label: 'GST' },
] as const;

export default function DashboardReportsPage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const permissions = usePermissions();
  const accounts = permissions.can('payment.record') || permissions.can('invoice.issue');
  const tabs = TABS.filter(
    (entry) =>
      (entry.value !== 'crm' || permissions.can('leads.view')) && (entry.value !== 'gst' || accounts),
  );
  const tab =
    tabs.find((entry) => entry.value === params.get('tab'))?.value ?? tabs[0]?.value ?? 'production';
  const header = <PageHeader title={route?.title ?? 'Reports'} description={route?.purpose} />;
  if (permissions.isPending) {
    return (
      <>
        {header}
        <LoadingState label="Checking which reports are yours to see…" />
      </>
    );
  }
  return (
    <>
      {header}
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
          {tabs.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {permissions.can('leads.view') && (
          <Tabs.Content value="crm" pt="6">
            <CrmReportTab />
          </Tabs.Content>
        )}
        <Tabs.Content value="production" pt="6">
          <ProductionReportTab />
        </Tabs.Content>
        <Tabs.Content value="stock" pt="6">
          <StockReportTab />
        </Tabs.Content>
        {accounts && (
          <Tabs.Content value="gst" pt="6">
            <GstReportTab />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </>
  );
}
