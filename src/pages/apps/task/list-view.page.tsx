import { PlannedPage } from '@/pages/planned-page';

export default function TaskListViewPage() {
  return <PlannedPage />;
}
