import {
  Badge,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  List,
  Portal,
  Stack,
  Text,
  Textarea,
  Timeline,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Tooltip } from '../tooltip/tooltip';

export interface StageOption {
  value: string;
  label: string;
}

export interface StageLogItem {
  id: string;
  /** Label of the stage it left; null for where it started. */
  from: string | null;
  to: string;
  /** ISO timestamp. */
  at: string;
  by: string | null;
  note: string | null;
}

export interface StageTimelineProps {
  /** Every stage in order. */
  stages: StageOption[];
  /** The value of the stage it is at now. */
  current: string;
  /** The stage log, oldest first. */
  entries: StageLogItem[];
  /** Moves to the next stage with the comment; reject with an Error whose message says why. */
  onMove?: (note: string) => Promise<void>;
  /** Why moving is not allowed (tooltip on the disabled button); null when it is. */
  moveDisabledReason?: string | null;
}

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Where a project stands among its stages, and how it got there: each move with who made it, when
 * and why. "Move to next stage" asks for the comment the log keeps.
 */
export function StageTimeline({
  stages,
  current,
  entries,
  onMove,
  moveDisabledReason = null,
}: StageTimelineProps) {
  const at = stages.findIndex((stage) => stage.value === current);
  const next = stages[at + 1] ?? null;
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async () => {
    if (!onMove) return;
    if (note.trim() === '') {
      setError('Say why it moves on: the comment is kept in the stage log.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onMove(note.trim());
      setOpen(false);
      setNote('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The stage did not change.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5">
      <List.Root as="ol" aria-label="Stages" display="flex" flexWrap="wrap" gap="2" listStyle="none">
        {stages.map((stage, index) => (
          <List.Item key={stage.value} aria-current={index === at ? 'step' : undefined}>
            <Badge
              size="md"
              variant={index === at ? 'solid' : 'subtle'}
              colorPalette={index < at ? 'green' : index === at ? 'brand' : 'gray'}
            >
              {index < at ? '✓ ' : ''}
              {stage.label}
            </Badge>
          </List.Item>
        ))}
      </List.Root>
      {onMove && next ? (
        <HStack>
          <Tooltip content={moveDisabledReason} disabled={moveDisabledReason === null}>
            <Button
              size="sm"
              colorPalette="brand"
              disabled={moveDisabledReason !== null}
              onClick={() => {
                setError(null);
                setOpen(true);
              }}
            >
              Move to next stage
            </Button>
          </Tooltip>
          <Text textStyle="sm" color="fg.muted">
            Next: {next.label}
          </Text>
        </HStack>
      ) : null}
      {entries.length === 0 ? (
        <Text color="fg.muted">No stage changes recorded yet.</Text>
      ) : (
        <Timeline.Root size="sm" as="ol" aria-label="Stage history">
          {entries.map((entry) => (
            <Timeline.Item key={entry.id} as="li">
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator colorPalette="brand" aria-hidden="true" />
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title>
                  {entry.from ? `${entry.from} → ${entry.to}` : `Started at ${entry.to}`}
                </Timeline.Title>
                <Text textStyle="xs" color="fg.muted">
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  {entry.by ? ` · ${entry.by}` : ''}
                </Text>
                {entry.note ? <Timeline.Description>{entry.note}</Timeline.Description> : null}
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      )}
      <Dialog.Root
        lazyMount
        unmountOnExit
        open={open}
        onOpenChange={(details) => {
          if (!busy) setOpen(details.open);
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Move to {next?.label}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>
                    Comment <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={note}
                    maxLength={4000}
                    rows={3}
                    onChange={(event) => setNote(event.currentTarget.value)}
                    placeholder="What happened: client signed off the renders, site is ready…"
                  />
                  {error ? (
                    <Field.ErrorText>{error}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>Kept in the stage history with your name.</Field.HelperText>
                  )}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button colorPalette="brand" loading={busy} loadingText="Moving…" onClick={() => void move()}>
                  Move to {next?.label}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
