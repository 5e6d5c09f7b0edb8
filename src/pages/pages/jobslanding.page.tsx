import { PlannedPage } from '@/pages/planned-page';

export default function PagesJobslandingPage() {
  return <PlannedPage />;
}
