import { PlannedPage } from '@/pages/planned-page';

export default function TaskTaskDetailsPage() {
  return <PlannedPage />;
}
