import { PlannedPage } from '@/pages/planned-page';

export default function JobsJobDetailsPage() {
  return <PlannedPage />;
}
