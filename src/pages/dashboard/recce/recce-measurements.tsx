/**
 * A survey's room measurements in the MeasurementGrid: each row saved as soon as all its cells are
 * right (new rows inserted, changed ones updated with their version), deleted rows removed from the
 * database; a refused save stays in the grid with the reason beside the row.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ErrorState, LoadingState } from '@/ui';
import { MeasurementGrid } from '@/ui/components/measurement-grid/measurement-grid';
import type { MeasurementRow } from '@/ui/components/measurement-grid/measurement-rules';
import { isDataSourceError } from '@/services/backend';
import {
  useDeleteMeasurement,
  useRecceMeasurements,
  useSaveMeasurement,
  type Measurement,
} from '@/services/projects';

const toRow = (m: Measurement): MeasurementRow => ({
  id: m.id,
  room: m.room,
  wall: m.wall ?? '',
  length: String(m.length_mm),
  breadth: String(m.width_mm),
  height: m.height_mm === null ? '' : String(m.height_mm),
});

let counter = 0;
const blankRow = (): MeasurementRow => {
  counter += 1;
  return { id: `new-${Date.now()}-${counter}`, room: '', wall: '', length: '', breadth: '', height: '' };
};

function messageOf(error: unknown): string {
  if (isDataSourceError(error) && error.kind === 'conflict') {
    return 'Someone else changed this row after you loaded it: reload the page to see theirs.';
  }
  return error instanceof Error ? error.message : 'The row was not saved.';
}

export function RecceMeasurements({ recceId, locked }: { recceId: string; locked: boolean }) {
  const measurements = useRecceMeasurements(recceId);
  const save = useSaveMeasurement(recceId);
  const remove = useDeleteMeasurement(recceId);
  const [rows, setRows] = useState<MeasurementRow[]>([]);
  const [messages, setMessages] = useState<Record<string, string>>({});
  // The stored id and version of each grid row (new rows have none until their first save).
  const stored = useRef(new Map<string, { id: string; version: number }>());
  const loaded = useRef(false);
  const pending = useRef(new Map<string, Promise<void>>());

  useEffect(() => {
    if (loaded.current || !measurements.data) return;
    loaded.current = true;
    for (const m of measurements.data) stored.current.set(m.id, { id: m.id, version: m.version });
    setRows(measurements.data.map(toRow));
  }, [measurements.data]);

  if (measurements.isPending) return <LoadingState label="Loading the measurements…" />;
  if (measurements.isError) {
    return (
      <ErrorState
        title="The measurements could not be loaded"
        message={measurements.error.message}
        onRetry={() => void measurements.refetch()}
      />
    );
  }

  const setMessage = (rowId: string, message: string | null) =>
    setMessages((current) => {
      const next = { ...current };
      if (message === null) delete next[rowId];
      else next[rowId] = message;
      return next;
    });

  return (
    <Stack gap="2">
      <Text textStyle="sm" color="fg.muted">
        Millimetres, whole numbers. A row is saved when you leave a cell and every cell of it is right.
      </Text>
      <MeasurementGrid
        rows={rows}
        readOnly={locked}
        onRowsChange={setRows}
        createRow={blankRow}
        rowMessages={messages}
        onRowCommit={(row) => {
          setMessage(row.id, 'Saving…');
          // One save at a time per row, so a second cell left before the first insert returns
          // updates that row instead of inserting another.
          const previous = pending.current.get(row.id) ?? Promise.resolve();
          const next = previous.then(async () => {
            try {
              const saved = await save.mutateAsync({
                stored: stored.current.get(row.id) ?? null,
                values: {
                  room: row.room,
                  wall: row.wall,
                  length_mm: Number(row.length),
                  width_mm: Number(row.breadth),
                  height_mm: row.height.trim() === '' ? null : Number(row.height),
                },
              });
              stored.current.set(row.id, { id: saved.id, version: saved.version });
              setMessage(row.id, 'Saved');
            } catch (error) {
              setMessage(row.id, messageOf(error));
            }
          });
          pending.current.set(row.id, next);
        }}
        onDeleteRow={(row) => {
          const saved = stored.current.get(row.id);
          const drop = () => {
            stored.current.delete(row.id);
            setRows((current) => current.filter((other) => other.id !== row.id));
          };
          if (!saved) {
            drop();
            return;
          }
          remove.mutate(saved.id, {
            onSuccess: drop,
            onError: (error) => setMessage(row.id, messageOf(error)),
          });
        }}
      />
    </Stack>
  );
}
