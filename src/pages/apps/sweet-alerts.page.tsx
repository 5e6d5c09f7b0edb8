import { PlannedPage } from '@/pages/planned-page';

export default function AppsSweetAlertsPage() {
  return <PlannedPage />;
}
