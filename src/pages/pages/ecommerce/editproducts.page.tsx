import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceEditproductsPage() {
  return <PlannedPage />;
}
