import { PlannedPage } from '@/pages/planned-page';

export default function JobsCandidateDetailsPage() {
  return <PlannedPage />;
}
