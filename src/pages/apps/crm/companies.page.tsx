import { PlannedPage } from '@/pages/planned-page';

export default function CrmCompaniesPage() {
  return <PlannedPage />;
}
