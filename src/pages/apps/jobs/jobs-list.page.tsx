import { PlannedPage } from '@/pages/planned-page';

export default function JobsJobsListPage() {
  return <PlannedPage />;
}
