/** A month at a glance: days with events marked, arrow-key navigation (the ARIA grid pattern), events of the chosen day. */
import { Box, Card, chakra, Flex, Heading, HStack, IconButton, List, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { localIsoDate } from '../../format/local-date';

export interface CalendarEvent {
  id: string;
  /** yyyy-mm-dd */
  date: string;
  title: string;
}

export interface MiniCalendarProps {
  title: string;
  events?: CalendarEvent[];
  /** Today; fixed in stories so they read the same every run. */
  today?: Date;
  onSelectDate?: (isoDate: string) => void;
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const addMonths = (date: Date, months: number) => {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), last));
};
const sameMonth = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

const monthTitle = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long' });
// Weeks start on Monday, as Indian office calendars do.
const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
];

/** The weeks of the month as rows of 7 days (null outside the month). */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const lead = (first.getDay() + 6) % 7;
  const cells: (Date | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => new Date(month.getFullYear(), month.getMonth(), index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function MiniCalendar({ title, events = [], today = new Date(), onSelectDate }: MiniCalendarProps) {
  const [focused, setFocused] = useState(() => today);
  const [selected, setSelected] = useState(() => localIsoDate(today));
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const byDate = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events) map.set(event.date, [...(map.get(event.date) ?? []), event]);
    return map;
  }, [events]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`button[data-date="${localIsoDate(focused)}"]`)
      ?.focus();
  }, [focused]);

  const moveTo = (date: Date) => {
    moved.current = true;
    setFocused(date);
  };
  const choose = (date: Date) => {
    setSelected(localIsoDate(date));
    setFocused(date);
    onSelectDate?.(localIsoDate(date));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (focused.getDay() + 6) % 7;
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const month = monthTitle.format(focused);
  const chosenEvents = byDate.get(selected) ?? [];
  const [y, m, d] = selected.split('-').map(Number);
  const selectedDate = new Date(y ?? 2000, (m ?? 1) - 1, d ?? 1);

  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="ghost"
              aria-label="Previous month"
              onClick={() => setFocused(addMonths(focused, -1))}
            >
              <ChevronLeft />
            </IconButton>
            <Text textStyle="sm" fontWeight="medium" minW="8.5rem" textAlign="center" aria-live="polite">
              {month}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label="Next month"
              onClick={() => setFocused(addMonths(focused, 1))}
            >
              <ChevronRight />
            </IconButton>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <chakra.table
          ref={gridRef}
          role="grid"
          aria-label={month}
          w="full"
          textAlign="center"
          onKeyDown={onKeyDown}
          css={{ borderCollapse: 'collapse' }}
        >
          <thead>
            <tr>
              {WEEKDAYS.map(([short, full]) => (
                <chakra.th
                  key={short}
                  abbr={full}
                  scope="col"
                  textStyle="xs"
                  color="fg.muted"
                  fontWeight="medium"
                  py="1"
                >
                  {short}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focused).map((week, row) => (
              <tr key={row}>
                {week.map((day, column) =>
                  day === null ? (
                    <td key={column} />
                  ) : (
                    <td key={column} aria-selected={localIsoDate(day) === selected}>
                      <chakra.button
                        type="button"
                        data-date={localIsoDate(day)}
                        tabIndex={sameMonth(day, focused) && day.getDate() === focused.getDate() ? 0 : -1}
                        aria-label={`${dayLabel.format(day)}${byDate.has(localIsoDate(day)) ? `, ${byDate.get(localIsoDate(day))?.length} events` : ''}`}
                        aria-current={localIsoDate(day) === localIsoDate(today) ? 'date' : undefined}
                        onClick={() => choose(day)}
                        position="relative"
                        w="full"
                        maxW="9"
                        aspectRatio="1"
                        mx="auto"
                        display="grid"
                        placeItems="center"
                        rounded="full"
                        textStyle="sm"
                        bg={localIsoDate(day) === selected ? 'brand.solid' : undefined}
                        color={localIsoDate(day) === selected ? 'brand.contrast' : undefined}
                        fontWeight={localIsoDate(day) === localIsoDate(today) ? 'bold' : undefined}
                        borderWidth={localIsoDate(day) === localIsoDate(today) ? '1px' : undefined}
                        borderColor="brand.solid"
                        _hover={{ bg: localIsoDate(day) === selected ? 'brand.solid' : 'bg.muted' }}
                        _focusVisible={{
                          outline: '2px solid',
                          outlineColor: 'brand.focusRing',
                          outlineOffset: '1px',
                        }}
                      >
                        {day.getDate()}
                        {byDate.has(localIsoDate(day)) && (
                          <Box
                            position="absolute"
                            bottom="1"
                            boxSize="1"
                            rounded="full"
                            bg={localIsoDate(day) === selected ? 'brand.contrast' : 'brand.solid'}
                            aria-hidden="true"
                          />
                        )}
                      </chakra.button>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </chakra.table>
        <Box>
          <Text textStyle="sm" fontWeight="medium">
            {shortDay.format(selectedDate)}
          </Text>
          {chosenEvents.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              Nothing planned.
            </Text>
          ) : (
            <List.Root ps="4" textStyle="sm" aria-label={`Events on ${shortDay.format(selectedDate)}`}>
              {chosenEvents.map((event) => (
                <List.Item key={event.id}>{event.title}</List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
