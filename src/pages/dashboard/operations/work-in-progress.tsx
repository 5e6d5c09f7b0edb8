/**
 * The shop floor on the operations dashboard: parts waiting at each station (each opens that
 * station's view) and the parts stuck, with no scan for more than the named number of hours (each
 * opens its order). The database counts (station_work_in_progress); this only shows.
 */
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState, timeAgo } from '@/ui';
import { href } from '@/routes/paths';
import { useStationWorkInProgress, type WorkInProgress } from '@/services/production';
import { stationViewHref } from '../station/station-links';
import { BarList, Panel } from './operations-figures';

export function StationWorkBars({ data }: { data: WorkInProgress }) {
  const bars = data.stations.map((station) => ({
    key: station.work_centre_id,
    label: station.name,
    count: station.parts_waiting,
    to: stationViewHref(station.code),
    opens: `the ${station.name.toLowerCase()} station`,
    detail: station.parts_stuck > 0 ? `(${station.parts_stuck} stuck)` : undefined,
  }));
  return <BarList label="Parts waiting by station" bars={bars} palette="brand" />;
}

export function StuckParts({ data, now = new Date() }: { data: WorkInProgress; now?: Date }) {
  const hours = data.stuck_after_hours;
  if (data.stuck.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        Nothing stuck: every waiting part was scanned in the last {hours} hours.
      </Text>
    );
  }
  return (
    <Stack as="ul" aria-label={`Stuck for more than ${hours} hours`} gap="2" listStyle="none">
      {data.stuck.map((part) => (
        <Box as="li" key={part.cut_part_id} textStyle="sm">
          <Link asChild colorPalette="brand">
            <RouterLink
              to={href('/dashboard/Order-Details', { id: part.order_id })}
              aria-label={`${part.name}, order ${part.order_number}, at the ${part.work_centre_name.toLowerCase()}: open the order`}
            >
              {part.name}
            </RouterLink>
          </Link>{' '}
          <Text as="span" color="fg.muted">
            {part.order_number} · at the {part.work_centre_name.toLowerCase()} since{' '}
            {timeAgo(new Date(part.waiting_since), now)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The dashboard's shop floor panel, loaded on its own so the rest shows while it loads. */
export function WorkInProgressPanel({ now }: { now?: Date }) {
  const wip = useStationWorkInProgress();
  return (
    <Panel title="Work in progress by station">
      {wip.isPending ? (
        <LoadingState label="Loading the shop floor…" />
      ) : wip.isError ? (
        <ErrorState
          title="The shop floor could not be loaded"
          message={wip.error instanceof Error ? wip.error.message : undefined}
          onRetry={() => void wip.refetch()}
        />
      ) : (
        <Stack gap="4">
          <StationWorkBars data={wip.data} />
          <Text as="h3" fontWeight="semibold" textStyle="sm">
            Stuck for more than {wip.data.stuck_after_hours} hours
          </Text>
          <StuckParts data={wip.data} now={now} />
        </Stack>
      )}
    </Panel>
  );
}
