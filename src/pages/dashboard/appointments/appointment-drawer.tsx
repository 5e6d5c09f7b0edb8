import { Badge } from '@chakra-ui/react';
import { RecordDrawer } from '@/ui/components/record-drawer/record-drawer';
import { APPOINTMENT_KIND_LABELS, APPOINTMENT_KIND_PALETTE, type Appointment } from '@/services/crm';
import { formatWhen } from './appointments-model';

const STATUS_LABELS: Record<Appointment['status'], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** One appointment's details, opened from the calendar. */
export function AppointmentDrawer({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  return (
    <RecordDrawer
      open={appointment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={appointment?.title ?? 'Appointment'}
      subtitle={
        appointment ? (
          <Badge colorPalette={APPOINTMENT_KIND_PALETTE[appointment.kind]}>
            {APPOINTMENT_KIND_LABELS[appointment.kind]}
          </Badge>
        ) : undefined
      }
      fields={
        appointment
          ? [
              { label: 'When', value: formatWhen(appointment.starts_at) },
              { label: 'Duration', value: `${appointment.duration_minutes} min` },
              { label: 'Assignee', value: appointment.assignee_name ?? '' },
              { label: 'Lead', value: appointment.lead_name ?? '' },
              { label: 'Location', value: appointment.location },
              { label: 'Status', value: STATUS_LABELS[appointment.status] },
              { label: 'Notes', value: appointment.notes },
            ]
          : []
      }
    />
  );
}
