import { PlannedPage } from '@/pages/planned-page';

export default function DashboardAppointmentsPage() {
  return <PlannedPage />;
}
