import { PlannedPage } from '@/pages/planned-page';

export default function JobsSearchCompanyPage() {
  return <PlannedPage />;
}
