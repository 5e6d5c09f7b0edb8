import { PlannedPage } from '@/pages/planned-page';

export default function PagesNotificationsPage() {
  return <PlannedPage />;
}
