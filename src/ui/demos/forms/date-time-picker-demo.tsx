import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DateRangeField, DemoGrid, DemoSection, FormField, PageHeader, type DateRange } from '@/ui';

/** A fixed "today" keeps the demo's limits the same in every story run. */
const TODAY = '2026-03-10';

/** The last bookable day: 60 days after `today`, both as yyyy-mm-dd calendar days (UTC arithmetic avoids DST shifts). */
function sixtyDaysAfter(today: string) {
  return new Date(Date.parse(today) + 60 * 86_400_000).toISOString().slice(0, 10);
}

function outOfRange(value: string, min: string, max: string) {
  return value !== '' && (value < min || value > max);
}

/** Dates and times with limits: the platform's own pickers, so they work with touch, keyboard and screen readers. */
export function DateTimePickerDemo({ today = TODAY }: { today?: string }) {
  const latestVisit = sixtyDaysAfter(today);
  const [visitDate, setVisitDate] = useState('');
  const [visitTime, setVisitTime] = useState('11:00');
  const [appointment, setAppointment] = useState('');
  const [schedule, setSchedule] = useState<DateRange>({ start: '2026-03-16', end: '2026-04-30' });
  const days =
    schedule.start && schedule.end
      ? Math.round((Date.parse(schedule.end) - Date.parse(schedule.start)) / 86_400_000) + 1
      : null;

  return (
    <>
      <PageHeader
        title="Date and time picker"
        description="Dates, times and ranges with the earliest and latest allowed values."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Date with limits"
          description="Site visits can be booked from today up to 60 days ahead."
        >
          <FormField
            label="Site visit date"
            helpText={`Between ${today} and ${latestVisit}.`}
            error={
              outOfRange(visitDate, today, latestVisit) ? 'Choose a date within the next 60 days.' : undefined
            }
          >
            <Input
              type="date"
              min={today}
              max={latestVisit}
              value={visitDate}
              onChange={(event) => setVisitDate(event.target.value)}
            />
          </FormField>
        </DemoSection>

        <DemoSection title="Time with limits" description="Working hours only, in 15-minute steps.">
          <FormField
            label="Visit time"
            helpText="09:00 to 19:00."
            error={
              outOfRange(visitTime, '09:00', '19:00') ? 'The site team works from 09:00 to 19:00.' : undefined
            }
          >
            <Input
              type="time"
              min="09:00"
              max="19:00"
              step={900}
              value={visitTime}
              onChange={(event) => setVisitTime(event.target.value)}
            />
          </FormField>
        </DemoSection>

        <DemoSection title="Date and time" description="One field for a design appointment.">
          <FormField label="Design appointment">
            <Input
              type="datetime-local"
              min={`${today}T09:00`}
              value={appointment}
              onChange={(event) => setAppointment(event.target.value)}
            />
          </FormField>
        </DemoSection>

        <DemoSection title="Date range" description="The end cannot come before the start.">
          <Stack gap="2">
            <DateRangeField
              label="Installation window"
              value={schedule}
              onValueChange={setSchedule}
              min={today}
              startLabel="Installation starts"
              endLabel="Installation ends"
              error={
                schedule.start && schedule.end && schedule.end < schedule.start
                  ? 'The end is before the start.'
                  : undefined
              }
            />
            <SimpleGrid columns={2} textStyle="sm" color="fg.muted">
              <Text aria-live="polite">
                {days !== null && days > 0 ? `${days} days` : 'Choose both dates'}
              </Text>
            </SimpleGrid>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
