import { PlannedPage } from '@/pages/planned-page';

export default function CrmDealsPage() {
  return <PlannedPage />;
}
