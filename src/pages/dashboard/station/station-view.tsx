/**
 * The shop floor's station view for a tablet or phone, at /dashboard/optimizer?view=station (the
 * cutting optimizer's production route hosts it, as the route table holds only the specification's
 * paths): scan each part's label as its work here is done; reject at quality check. The station
 * picked is kept in the URL (&station=<code>), so a tablet can be bookmarked to its station.
 */
import { Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/ui';
import { StationScanner } from './station-scanner';

export default function StationView() {
  const [params, setParams] = useSearchParams();
  return (
    <Stack gap="6">
      <PageHeader title="Station" description="Scan each part's label as its work here is done." />
      <StationScanner
        stationCode={params.get('station')}
        onStationChange={(code) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (code === null) next.delete('station');
              else next.set('station', code);
              return next;
            },
            { replace: true },
          )
        }
      />
    </Stack>
  );
}
