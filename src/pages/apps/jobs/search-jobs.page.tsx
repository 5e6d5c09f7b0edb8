import { PlannedPage } from '@/pages/planned-page';

export default function JobsSearchJobsPage() {
  return <PlannedPage />;
}
