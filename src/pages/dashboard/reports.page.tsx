/**
 * Reports. The CRM tab now: per campaign and per executive for a date range, leads by source and
 * the funnel. Production and stock reports join as further tabs (`?tab=`).
 */
import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { CrmReportTab } from './reports/crm-report-tab';

const TABS = [{ value: 'crm', label: 'CRM' }] as const;

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
      </Tabs.Root>
    </>
  );
}
