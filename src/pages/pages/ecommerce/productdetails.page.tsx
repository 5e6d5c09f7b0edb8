import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceProductdetailsPage() {
  return <PlannedPage />;
}
