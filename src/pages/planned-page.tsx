import { EmptyState, PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { Construction } from 'lucide-react';

/** Stands in for a page whose content a later issue brings: its heading and what it is for. */
export function PlannedPage() {
  const route = useRouteEntry();
  const title = route?.title ?? 'Page';
  return (
    <>
      <PageHeader title={title} description={route?.purpose} />
      <EmptyState
        icon={<Construction />}
        title={`${title} is being built`}
        description={route?.purpose ?? 'This page is planned.'}
      />
    </>
  );
}
