import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';

export interface RemainingTime {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has been reached (or passed): every part is 0. */
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds from `now` to `target` (both in ms since the epoch). */
export function remainingTime(target: number, now: number): RemainingTime {
  // Round up to the next whole second so the display reaches 0 exactly when the target is reached.
  const left = Math.max(0, Math.ceil((target - now) / SECOND) * SECOND);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    done: left === 0,
  };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The remaining time in words, to the minute: what a screen reader hears. Seconds are left out on
 * purpose, so the words (and the live region holding them) change once a minute, not every second.
 */
export function describeRemaining(remaining: RemainingTime): string {
  if (remaining.done) return 'the countdown has ended';
  const parts: string[] = [];
  if (remaining.days > 0) parts.push(plural(remaining.days, 'day'));
  if (remaining.hours > 0) parts.push(plural(remaining.hours, 'hour'));
  if (remaining.minutes > 0) parts.push(plural(remaining.minutes, 'minute'));
  if (parts.length === 0) return 'less than a minute left';
  const last = parts.pop();
  return `${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last} left`;
}

export interface CountdownProps {
  target: Date;
  /** What the countdown is for ("Time until launch"): names the timer. */
  label: string;
  /** The clock; tests and stories pass their own. */
  now?: () => number;
  onComplete?: () => void;
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const;
const unitLabels: Record<(typeof units)[number], string> = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

/**
 * A live countdown in days, hours, minutes and seconds. The ticking digits sit in a `timer` (which
 * screen readers do not announce); a polite live region carries the time in words and changes once a
 * minute.
 */
export function Countdown({ target, label, now = Date.now, onComplete }: CountdownProps) {
  const targetTime = target.getTime();
  const [current, setCurrent] = useState(() => now());
  const remaining = remainingTime(targetTime, current);

  // Effect events read the latest clock and callback without restarting the interval.
  const tick = useEffectEvent(() => setCurrent(now()));
  const complete = useEffectEvent(() => onComplete?.());

  useEffect(() => {
    if (remaining.done) {
      complete();
      return;
    }
    const timer = window.setInterval(tick, SECOND);
    return () => window.clearInterval(timer);
  }, [remaining.done, targetTime]);

  return (
    <Box>
      <HStack role="timer" aria-label={label} gap={{ base: '2', sm: '4' }} justify="center">
        {units.map((unit) => (
          <Stack
            key={unit}
            gap="0"
            align="center"
            minW={{ base: '16', sm: '20' }}
            py="3"
            px="2"
            rounded="l3"
            borderWidth="1px"
            bg="bg.panel"
          >
            <Text
              as="span"
              fontSize={{ base: '2xl', sm: '4xl' }}
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              lineHeight="short"
              data-unit={unit}
            >
              {String(remaining[unit]).padStart(2, '0')}
            </Text>
            <Text as="span" textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              {unitLabels[unit]}
            </Text>
          </Stack>
        ))}
      </HStack>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {`${label}: ${describeRemaining(remaining)}`}
      </VisuallyHidden>
    </Box>
  );
}
