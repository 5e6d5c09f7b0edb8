import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceCartPage() {
  return <PlannedPage />;
}
