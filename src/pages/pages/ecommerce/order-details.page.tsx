import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceOrderDetailsPage() {
  return <PlannedPage />;
}
