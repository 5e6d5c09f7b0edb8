/** My scheduled appointments in the next seven days. */
import { Badge, Flex, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/ui';
import type { UpcomingAppointment } from '@/services/crm';
import { appointmentsHref, leadHref } from '../crm-links';

const when = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export const APPOINTMENT_KIND_LABELS: Record<string, string> = {
  demo: 'Demo',
  design_query: 'Design query',
  follow_up: 'Follow-up',
  site_visit: 'Site visit',
  interview: 'Interview',
  installation: 'Installation',
  delivery: 'Delivery',
  service_visit: 'Service visit',
};

export function UpcomingAppointments({ appointments }: { appointments: UpcomingAppointment[] }) {
  if (appointments.length === 0) {
    return (
      <EmptyState
        title="No appointments this week"
        description="Appointments assigned to you in the next 7 days appear here."
      />
    );
  }
  return (
    <List.Root variant="plain" gap="3" aria-label="Upcoming appointments">
      {appointments.map((appointment) => (
        <List.Item key={appointment.id} display="block">
          <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={appointment.lead_id ? leadHref(appointment.lead_id) : appointmentsHref()}>
                {appointment.title}
              </RouterLink>
            </Link>
            <Badge size="sm" variant="subtle">
              {APPOINTMENT_KIND_LABELS[appointment.kind] ?? appointment.kind}
            </Badge>
          </Flex>
          <Text textStyle="sm" color="fg.muted">
            {when.format(new Date(appointment.starts_at))} · {appointment.duration_minutes} min
            {appointment.location ? ` · ${appointment.location}` : ''}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
