/**
 * A ticket's SLA clock: the time left to its deadline, or how long ago it was breached (in red).
 * A stopped clock (the ticket was resolved) says whether the deadline was met. Without `now` it
 * ticks once a minute; stories and tests pass a fixed `now`.
 */
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export interface SlaClockProps {
  deadline: Date | string;
  /** When the ticket was resolved: the clock stops there. */
  stoppedAt?: Date | string | null | undefined;
  /** The moment to judge at; the current time (ticking each minute) when left out. */
  now?: Date | undefined;
  size?: BadgeProps['size'];
}

export type SlaClockState =
  | { kind: 'running'; minutesLeft: number }
  | { kind: 'breached'; minutesOver: number }
  | { kind: 'met' }
  | { kind: 'missed'; minutesOver: number };

const MINUTE = 60_000;
const toTime = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).getTime();

export function slaClockState(
  deadline: Date | string,
  at: Date,
  stoppedAt?: Date | string | null,
): SlaClockState {
  const due = toTime(deadline);
  if (stoppedAt !== null && stoppedAt !== undefined) {
    const stopped = toTime(stoppedAt);
    return stopped <= due
      ? { kind: 'met' }
      : { kind: 'missed', minutesOver: Math.ceil((stopped - due) / MINUTE) };
  }
  const left = due - at.getTime();
  return left >= 0
    ? { kind: 'running', minutesLeft: Math.floor(left / MINUTE) }
    : { kind: 'breached', minutesOver: Math.ceil(-left / MINUTE) };
}

/** "2 d 3 h", "3 h 20 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

export function describeSlaClock(state: SlaClockState): string {
  switch (state.kind) {
    case 'running':
      return `${formatMinutes(state.minutesLeft)} left`;
    case 'breached':
      return `Breached ${formatMinutes(state.minutesOver)} ago`;
    case 'met':
      return 'SLA met';
    case 'missed':
      return `SLA missed by ${formatMinutes(state.minutesOver)}`;
  }
}

function useMinuteClock(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

export function SlaClock({ deadline, stoppedAt, now, size = 'sm' }: SlaClockProps) {
  const at = useMinuteClock(now);
  const state = slaClockState(deadline, at, stoppedAt);
  const warn = state.kind === 'running' && state.minutesLeft < 60;
  const palette =
    state.kind === 'breached' || state.kind === 'missed'
      ? 'red'
      : state.kind === 'met'
        ? 'green'
        : warn
          ? 'orange'
          : 'gray';
  return (
    <Badge
      colorPalette={palette}
      variant={state.kind === 'breached' ? 'solid' : 'subtle'}
      size={size}
      data-state={state.kind}
    >
      {describeSlaClock(state)}
    </Badge>
  );
}
