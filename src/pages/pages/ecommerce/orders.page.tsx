import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceOrdersPage() {
  return <PlannedPage />;
}
