import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceCheckoutPage() {
  return <PlannedPage />;
}
