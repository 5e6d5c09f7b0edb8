/**
 * dashboard/station: the shop floor's station view for a tablet or phone (scan part labels to mark
 * each step done; reject at quality check). The route needs production.scan.
 */
import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { StationScanner } from './station/station-scanner';

export default function DashboardStationPage() {
  const route = useRouteEntry();
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Station'}
        description="Scan each part's label as its work here is done."
      />
      <StationScanner />
    </Stack>
  );
}
