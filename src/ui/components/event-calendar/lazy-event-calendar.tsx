/**
 * What the rest of the app imports: the calendar loaded on first use, so FullCalendar stays in its
 * own chunk and off every screen that shows no calendar.
 */
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { EventCalendarProps } from './event-calendar-types';

const EventCalendar = lazy(() => import('./event-calendar'));

export function LazyEventCalendar(props: EventCalendarProps) {
  return (
    <Suspense fallback={<Skeleton h="32rem" w="full" borderRadius="md" aria-label="Loading the calendar" />}>
      <EventCalendar {...props} />
    </Suspense>
  );
}
