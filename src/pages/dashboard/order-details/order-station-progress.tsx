/**
 * The order's parts per station once its plans are cut: how many of the parts that pass each
 * station are done there, how many wait there now, and the share of all steps done.
 */
import { Progress, Stack, Table, Text } from '@chakra-ui/react';
import { ScrollRegion } from '@/ui';
import type { SalesOrder } from '@/services/commercials';
import { useOrderProgress } from '@/services/production';
import { OrderSection as Section } from './order-section';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

export function OrderStationProgress({ order }: { order: Pick<SalesOrder, 'id' | 'number'> }) {
  const progress = useOrderProgress(order.id);
  return (
    <Section title="Parts per station">
      {progress.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : progress.isError ? (
        <Text color="fg.error">The progress could not be loaded.</Text>
      ) : progress.data.percentDone === null ? (
        <Text color="fg.muted">
          No part is cut yet: parts start their route when their cutting plan is marked cut.
        </Text>
      ) : (
        <Stack gap="3">
          <Progress.Root value={progress.data.percentDone} colorPalette="brand" aria-label="Steps done">
            <Progress.Label>{percent.format(progress.data.percentDone)}% of the steps done</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <ScrollRegion label={`Parts of ${order.number} per station, scrolls sideways`}>
            <Table.Root size="sm" aria-label={`Parts of ${order.number} per station`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Station</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Done</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Waiting</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">%</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {progress.data.stations.map((station) => (
                  <Table.Row key={station.work_centre_id}>
                    <Table.Cell>{station.work_centre_name}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {station.parts_done} of {station.parts_total}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{station.parts_waiting}</Table.Cell>
                    <Table.Cell textAlign="end">{percent.format(station.percent_done)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </Stack>
      )}
    </Section>
  );
}
